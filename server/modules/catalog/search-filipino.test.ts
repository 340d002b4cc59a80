import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { SEED_PRODUCTS } from "../../db/seed/catalog-data";
import { insertionOrder } from "../../db/seed/seed-order";
import { toCentavos } from "@domain/money";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import type { ProductsBody } from "../../test/api-bodies";

type ListBody = ProductsBody & { didYouMean: string | null };

describe(`search in the shopper's words, on the demo catalogue (${DB_KIND})`, () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
    // As the seeder inserts it: the same order, so the default "newest" sort is the store's.
    const ordered = insertionOrder(SEED_PRODUCTS);
    const start = Date.UTC(2026, 0, 1);
    const rows = ordered.map((p, i) => ({
      name: p.name,
      brand: p.brand,
      description: p.description,
      category: [p.category],
      priceCentavos: toCentavos(p.price),
      bestseller: p.bestseller ?? false,
      inStock: p.inStock ?? true,
      image: [`/media/demo-${i}.webp`],
      createdAt: new Date(start + i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 100)
      await t.db.insert(products).values(rows.slice(i, i + 100));
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (text: string) => {
    const res = await t.call<ListBody>(
      "GET",
      `/api/product/list?search=${encodeURIComponent(text)}&limit=50`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  // The word, the category its first results belong to, and how many of the first results
  // are checked (all of them when the demo catalogue has fewer).
  it.each([
    ["bigas", "Grains", 4, "rice"],
    ["mantika", "condiments-sauces", 1, "vegetable oil"],
    ["Gatas", "Dairy", 5, "milk"],
    ["asukal", "Grains", 1, "refined sugar"],
    ["harina", "Grains", 1, "flour"],
    ["tinapay", "Bakery", 4, "bread"],
    ["kape", "coffee-tea", 5, "coffee"],
    ["tsaa", "coffee-tea", 2, "tea bags"],
    ["tubig", "Beverages", 3, "water"],
    ["mantikilya", "Dairy", 1, "butter salted"],
    ["toyo", "condiments-sauces", 2, "soy sauce"],
    ["suka", "condiments-sauces", 1, "vinegar"],
    ["sardinas", "Canned", 4, "sardines"],
    ["pansit", "Instant", 5, "pancit"],
    ["prutas", "Canned", 1, "fruit"],
    ["sabon", "soap-body-wash", 5, "soap"],
    ["sabon panlaba", "laundry-detergents", 1, "soap laundry"],
    ["sipilyo", "toothpaste-toothbrushes", 3, "toothbrush"],
    ["lampin", "Baby", 3, "diaper"],
    ["kendi", "chocolates-candy", 5, "candy"],
  ])("%s: the first results are %s", async (word, category, first, meant) => {
    const body = await search(word);
    expect(body.didYouMean).toBe(meant);
    expect(body.total).toBeGreaterThanOrEqual(first);
    const leading = body.products.slice(0, first).map((p) => `${p.category[0]}: ${p.name}`);
    expect(leading).toEqual(leading.map(() => expect.stringMatching(`^${category}: `)));
  });

  it.each(["itlog", "isda", "asin", "gulay", "sibuyas", "bawang", "kamatis", "saging"])(
    "%s finds nothing in a catalogue that does not stock it, rather than a product that only mentions it",
    async (word) => {
      const body = await search(word);
      expect(body.products).toEqual([]);
      expect(body.total).toBe(0);
      expect(body.didYouMean).toBeNull();
    },
  );

  it("mantika no longer brings tuna in oil or a face wash, and itlog no dog food", async () => {
    const names = [...(await search("mantika")).products, ...(await search("itlog")).products].map(
      (p) => p.name,
    );
    expect(names).toEqual(["Baguio Pure Vegetable Oil 1L"]);
  });

  it("a word some product name contains still answers by §5, unchanged", async () => {
    const body = await search("patis");
    expect(body.products.map((p) => p.name)).toEqual(["Rufina Patis 750ml"]);
    expect(body.didYouMean).toBeNull();
  });
});

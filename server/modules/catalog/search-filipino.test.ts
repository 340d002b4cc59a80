import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { SEED_PRODUCTS } from "../../db/seed/catalog-data";
import { insertionOrder } from "../../db/seed/seed-order";
import { toCentavos } from "@domain/money";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import type { ProductsBody } from "../../test/api-bodies";
import { CATEGORY_TABLE } from "@domain/category-table";
import { ALIAS_CATEGORIES } from "./search-relevance";

type ListBody = ProductsBody & { didYouMean: string | null; nextCursor: string | null };

describe(`search in the shopper's words, on the demo catalogue (${DB_KIND})`, () => {
  let t: TestContext;
  const ordered = insertionOrder(SEED_PRODUCTS);

  beforeAll(async () => {
    t = await createTestContext();
    // As the seeder inserts it: the same order, so the default "newest" sort is the store's.
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

  // The shelf a word names comes first; products that only carry the word as a flavour or an
  // ingredient follow. Each case has both kinds in the demo catalogue, so the order is tested.
  it.each([
    ["keso", "cheese", ["Dairy"], "Lemon Square Cheese Cake 10 x 30g"],
    ["manok", "chicken", ["frozen-foods"], "Lucky Me! Chicken Instant Mami 55g"],
    ["baboy", "pork", ["frozen-foods"], "Knorr Pork Cubes 6 Cubes 60g"],
  ])(
    "%s: every product of its category comes before the incidental ones",
    async (word, meant, categories, incidental) => {
      const body = await search(word);
      expect(body.didYouMean).toBe(meant);
      const shelf = ordered.filter(
        (p) => categories.includes(p.category) && p.name.toLowerCase().includes(meant),
      );
      expect(shelf.length).toBeGreaterThan(0);
      expect(body.total).toBeGreaterThan(shelf.length);
      const leading = body.products.slice(0, shelf.length);
      expect(leading.map((p) => p.category[0])).toEqual(
        leading.map(() => expect.toSatisfy((c: string) => categories.includes(c))),
      );
      expect(leading.map((p) => p.name).sort()).toEqual(shelf.map((p) => p.name).sort());
      const names = body.products.map((p) => p.name);
      expect(names.indexOf(incidental)).toBeGreaterThanOrEqual(shelf.length);
      // Within a rank the store's default, newest first.
      const created = leading.map((p) => Date.parse(p.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
    },
  );

  it("a near word ranks the category its correction names first (shampoi: shampoos before pet shampoo)", async () => {
    const body = await search("shampoi");
    expect(body.didYouMean).toBe("shampoo");
    const categories = body.products.map((p) => p.category[0]);
    const firstPet = categories.indexOf("pet-bath-grooming");
    expect(firstPet).toBeGreaterThan(0);
    expect(categories.slice(0, firstPet)).toEqual(
      categories.slice(0, firstPet).map(() => "shampoos-conditioners"),
    );
    expect(categories.slice(firstPet).includes("shampoos-conditioners")).toBe(false);
  });

  it("a §5 match keeps SPEC §9's default order, newest first (shampoo is not re-ranked)", async () => {
    const body = await search("shampoo");
    expect(body.didYouMean).toBeNull();
    const created = body.products.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("an explicit sort keeps its order on a corrected search", async () => {
    for (const sort of ["newest", "name-asc", "price-asc"]) {
      const res = await t.call<ListBody>(
        "GET",
        `/api/product/list?search=keso&sort=${sort}&limit=50`,
      );
      expect(res.status).toBe(200);
      const names = res.body.products.map((p) => p.name);
      if (sort === "name-asc")
        expect(names).toEqual(
          [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
        );
      else if (sort === "price-asc") {
        const prices = res.body.products.map((p) => p.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      } else {
        const created = res.body.products.map((p) => Date.parse(p.createdAt));
        expect(created).toEqual([...created].sort((a, b) => b - a));
      }
    }
  });

  it("pages and cursors walk the relevance order without a gap or a repeat", async () => {
    for (const word of ["manok", "baboy", "keso"]) {
      const all = (await search(word)).products.map((p) => p.name);
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i <= all.length; i++) {
        const res: { status: number; body: ListBody } = await t.call<ListBody>(
          "GET",
          `/api/product/list?search=${word}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        walked.push(...res.body.products.map((p) => p.name));
        cursor = res.body.nextCursor;
        if (!cursor) break;
      }
      expect(walked).toEqual(all);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
        const res = await t.call<ListBody>(
          "GET",
          `/api/product/list?search=${word}&limit=2&page=${page}`,
        );
        paged.push(...res.body.products.map((p) => p.name));
      }
      expect(paged).toEqual(all);
    }
  });

  it("a relevance cursor under a chosen sort is refused with the cursor message", async () => {
    const first = await t.call<ListBody>("GET", "/api/product/list?search=keso&limit=1");
    expect(first.body.nextCursor).toBeTruthy();
    const res = await t.call<ListBody & { message: string }>(
      "GET",
      `/api/product/list?search=keso&sort=newest&limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("cursor: cursor is not valid: start again without it");
  });

  it("the search box's suggestions put the named shelf first too (keso: the Dairy cheese)", async () => {
    const res = await t.call<{
      suggestions: { name: string; category: string[] }[];
      didYouMean: string | null;
    }>("GET", "/api/product/suggest?q=keso");
    expect(res.status).toBe(200);
    expect(res.body.didYouMean).toBe("cheese");
    const dairy = ordered.filter((p) => p.category === "Dairy" && /cheese/i.test(p.name));
    expect(res.body.suggestions.length).toBeGreaterThan(dairy.length);
    expect(res.body.suggestions.slice(0, dairy.length).map((s) => s.category[0])).toEqual(
      dairy.map(() => "Dairy"),
    );
  });

  it("every alias's category is a category of the store's table", () => {
    const paths = CATEGORY_TABLE.sections.flatMap((s) => s.items.map((i) => i.path));
    for (const list of Object.values(ALIAS_CATEGORIES))
      for (const path of list) expect(paths).toContain(path);
  });

  it("a word some product name contains still answers by §5, unchanged", async () => {
    const body = await search("patis");
    expect(body.products.map((p) => p.name)).toEqual(["Rufina Patis 750ml"]);
    expect(body.didYouMean).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { toCentavos } from "@domain/pricing";
import { products } from "../../db/schema";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import type { ProductsBody } from "../../test/api-bodies";
import { DEEP_OFFSET } from "./paging";
import { categoriesNamed, relevanceKey } from "./search-relevance";

type ListBody = ProductsBody & { didYouMean: string | null; nextCursor: string | null };

const COUNT = DEEP_OFFSET + 60;
const START = Date.UTC(2026, 1, 1);

describe(`search relevance: ranks, and deep pages of the relevance order (${DB_KIND})`, () => {
  let t: TestContext;
  /** Every "cheese" product, in the order relevance must give: Dairy first, newest within. */
  let expected: string[];

  beforeAll(async () => {
    t = await createTestContext();
    // Alternating shelves, so newest-first alone would interleave them.
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      name: i % 2 === 0 ? `Farm Cheese ${i}` : `Cheese Cracker ${i}`,
      brand: "",
      description: ["A product made for tests"],
      category: [i % 2 === 0 ? "Dairy" : "biscuits-cookies"],
      priceCentavos: toCentavos(20 + (i % 7)),
      image: [`/media/rel-${i}.webp`],
      createdAt: new Date(START + i * 1_000),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.db.insert(products).values(rows.slice(i, i + 200));
    const newest = [...rows].reverse();
    expected = [
      ...newest.filter((r) => r.category[0] === "Dairy"),
      ...newest.filter((r) => r.category[0] !== "Dairy"),
    ].map((r) => r.name);
  });
  afterAll(async () => {
    await t.close();
  });

  it("names a category by alias, by its name or path, or a plural of the word", () => {
    expect(categoriesNamed(["keso"])).toEqual(["dairy"]);
    expect(categoriesNamed(["shampoo"])).toEqual(["shampoos-conditioners"]);
    expect(categoriesNamed(["soap"])).toEqual(["soap-body-wash"]);
    expect(categoriesNamed(["chicken", "pork"])).toEqual([]);
    expect(categoriesNamed(["noodle"])).toEqual(["instant"]);
    // Too short to name a shelf.
    expect(categoriesNamed(["ba"])).toEqual([]);
  });

  it("ranks category 0, name 1, brand 2, description only 3", async () => {
    const made = await t.db
      .insert(products)
      .values(
        [
          ["Rank Dairy Thing", "", "Dairy", "plain"],
          ["Rank Gouda Cheese", "", "Canned", "plain"],
          ["Rank Crackers", "Cheese Co", "biscuits-cookies", "plain"],
          ["Rank Biscuit", "", "biscuits-cookies", "with cheese bits"],
        ].map(([name, brand, category, description]) => ({
          name: name!,
          brand: brand!,
          category: [category!],
          description: [description!],
          priceCentavos: 5000,
          image: [],
        })),
      )
      .returning({ id: products.id });
    const { key } = relevanceKey("keso", { terms: ["cheese"] });
    const rows = await t.db
      .select({ name: products.name, rank: key.read })
      .from(products)
      .where(
        inArray(
          products.id,
          made.map((m) => m.id),
        ),
      );
    const rank = Object.fromEntries(rows.map((r) => [r.name, Number(r.rank)]));
    expect(rank).toEqual({
      "Rank Dairy Thing": 0,
      "Rank Gouda Cheese": 1,
      "Rank Crackers": 2,
      "Rank Biscuit": 3,
    });
    await t.db.delete(products).where(
      inArray(
        products.id,
        made.map((m) => m.id),
      ),
    );
  });

  it("deep pages (from cached page starts) and their cursors follow the relevance order", async () => {
    const page = async (query: string) => {
      const res = await t.call<ListBody>("GET", `/api/product/list?search=keso&limit=50&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.didYouMean).toBe("cheese");
      return res.body;
    };
    const first = await page("page=1");
    expect(first.total).toBe(COUNT);
    expect(first.products.map((p) => p.name)).toEqual(expected.slice(0, 50));
    // Offsets 1,000 and 1,050 are read from the cached starts of each page.
    const deep = await page(`page=${DEEP_OFFSET / 50 + 1}`);
    expect(deep.products.map((p) => p.name)).toEqual(expected.slice(DEEP_OFFSET, DEEP_OFFSET + 50));
    const last = await page(`page=${DEEP_OFFSET / 50 + 2}`);
    expect(last.products.map((p) => p.name)).toEqual(expected.slice(DEEP_OFFSET + 50));
    // The boundary between the shelves, crossed by a cursor.
    const middle = Math.floor(COUNT / 2 / 50);
    const before = await page(`page=${middle}`);
    const after = await page(`cursor=${before.nextCursor}`);
    expect([...before.products, ...after.products].map((p) => p.name)).toEqual(
      expected.slice((middle - 1) * 50, (middle + 1) * 50),
    );
  });
});

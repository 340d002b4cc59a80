import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductRow } from "../../db/schema";
import { createProduct } from "../../test/factories";
import { createTestContext, DB_KIND, type TestContext } from "../../test/harness";
import { expectRefused } from "../../test/shopper";
import type { ProductsBody } from "../../test/api-bodies";

describe(`GET /api/product/list (${DB_KIND})`, () => {
  let t: TestContext;
  const p: Record<string, ProductRow> = {};
  const at = (minutes: number) => new Date(Date.UTC(2025, 5, 1, 8, minutes));

  beforeAll(async () => {
    t = await createTestContext();
    // name, price, first categories, flags, created minute
    const rows: [
      string,
      string,
      number,
      string[],
      Partial<{ bestseller: boolean; inStock: boolean }>,
      number,
    ][] = [
      ["sardines", "Sardines in Tomato Sauce", 25.5, ["Canned", "Instant"], {}, 1],
      ["canton", "Pancit Canton Original", 15, ["Instant"], { bestseller: true }, 2],
      ["coffee", "3-in-1 Coffee 10% Off Pack", 100, ["coffee-tea"], {}, 3],
      ["milk", "Fresh Milk 1L", 100.01, ["Dairy"], { bestseller: true, inStock: false }, 4],
      ["rice", "Dinorado Rice 5kg", 320, ["Grains"], {}, 5],
      ["shampoo", "Anti_Dandruff Shampoo", 8, ["shampoos-conditioners"], {}, 6],
      ["beer", "apple cider drink", 60, ["Drinks"], {}, 7],
    ];
    for (const [key, name, price, category, flags, minute] of rows) {
      p[key] = await createProduct(t.db, {
        name,
        price,
        category,
        ...flags,
        createdAt: at(minute),
        image: [`/media/${key}.webp`],
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const names = async (query: string) => {
    const res = await t.call<ProductsBody>("GET", `/api/product/list${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.products.map((x) => x.name) as string[];
  };

  it("without parameters: every product (in stock or not), newest first, in SPEC §3's shape plus the stock fields", async () => {
    const res = await t.call<ProductsBody>("GET", "/api/product/list");
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe("Products fetched");
    expect(res.body.products.map((x) => x._id)).toEqual(
      ["beer", "shampoo", "rice", "milk", "coffee", "canton", "sardines"].map((k) => p[k]!.id),
    );
    expect(res.body.products.find((x) => x._id === p.milk!.id)).toEqual({
      _id: p.milk!.id,
      name: "Fresh Milk 1L",
      description: ["A product made for tests"],
      price: 100.01,
      category: ["Dairy"],
      brand: "",
      bestseller: true,
      inStock: false,
      image: ["/media/milk.webp"],
      createdAt: at(4).toISOString(),
      // Added by the seller catalogue: the same in every product answer.
      stockCount: null,
      sku: null,
    });
    expect(res.body.total).toBeUndefined();
  });

  it.each([
    ["?search=SARD", ["Sardines in Tomato Sauce"]],
    ["?search=rice", ["Dinorado Rice 5kg"]],
    ["?search=%25", ["3-in-1 Coffee 10% Off Pack"]],
    ["?search=_", ["Anti_Dandruff Shampoo"]],
    ["?search=canned", []],
    ["?search=zzz", []],
    [
      "?search=",
      [
        "apple cider drink",
        "Anti_Dandruff Shampoo",
        "Dinorado Rice 5kg",
        "Fresh Milk 1L",
        "3-in-1 Coffee 10% Off Pack",
        "Pancit Canton Original",
        "Sardines in Tomato Sauce",
      ],
    ],
  ])("search %s: case-insensitive substring of the name only", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    ["?category=instant", ["Pancit Canton Original"]],
    ["?category=INST", ["Pancit Canton Original"]],
    ["?category=canned", ["Sardines in Tomato Sauce"]],
    ["?category=tea", ["3-in-1 Coffee 10% Off Pack"]],
    ["?category=bestsellers", ["Fresh Milk 1L", "Pancit Canton Original"]],
    [
      "?category=all",
      [
        "apple cider drink",
        "Anti_Dandruff Shampoo",
        "Dinorado Rice 5kg",
        "Fresh Milk 1L",
        "3-in-1 Coffee 10% Off Pack",
        "Pancit Canton Original",
        "Sardines in Tomato Sauce",
      ],
    ],
    ["?category=Pet", []],
    ["?category=instant&search=sardines", []],
  ])("category %s: substring of the first category, case-insensitive", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    ["newest", ["beer", "shampoo", "rice", "milk", "coffee", "canton", "sardines"]],
    ["oldest", ["sardines", "canton", "coffee", "milk", "rice", "shampoo", "beer"]],
    ["best-selling", ["shampoo", "canton", "sardines", "beer", "coffee"]],
    ["price-asc", ["shampoo", "canton", "sardines", "beer", "coffee", "milk", "rice"]],
    ["price-desc", ["rice", "milk", "coffee", "beer", "sardines", "canton", "shampoo"]],
    ["name-asc", ["coffee", "shampoo", "beer", "rice", "milk", "canton", "sardines"]],
    ["name-desc", ["sardines", "canton", "milk", "rice", "beer", "shampoo", "coffee"]],
  ])("sort=%s", async (sort, keys) => {
    const res = await t.call<ProductsBody>("GET", `/api/product/list?sort=${sort}`);
    expect(res.body.products.map((x) => x._id)).toEqual(keys.map((k) => p[k]!.id));
  });

  it("best-selling means price 100 or less, cheapest first (SPEC §5)", async () => {
    const res = await t.call<ProductsBody>("GET", "/api/product/list?sort=best-selling");
    expect(res.body.products.every((x) => x.price <= 100)).toBe(true);
    expect(res.body.products.map((x) => x.price)).toEqual([8, 15, 25.5, 60, 100]);
  });

  it("pages: page size, totals, and a page past the end shows the last page", async () => {
    const first = await t.call<ProductsBody>("GET", "/api/product/list?page=1&limit=3");
    expect(first.body).toMatchObject({
      success: true,
      total: 7,
      page: 1,
      pageSize: 3,
      pageCount: 3,
    });
    expect(first.body.products).toHaveLength(3);
    const last = await t.call<ProductsBody>("GET", "/api/product/list?page=3&limit=3");
    expect(last.body.products.map((x) => x._id)).toEqual([p.sardines!.id]);
    const past = await t.call<ProductsBody>("GET", "/api/product/list?page=99&limit=3");
    expect(past.body).toMatchObject({ page: 3, pageCount: 3 });
    const pageTwo = await t.call<ProductsBody>(
      "GET",
      "/api/product/list?page=2&limit=3&sort=oldest",
    );
    expect(pageTwo.body.products.map((x) => x._id)).toEqual(
      ["milk", "rice", "shampoo"].map((k) => p[k]!.id),
    );
  });

  it("the default page size is 50 (SPEC §9)", async () => {
    const local = await createTestContext();
    try {
      for (let i = 0; i < 51; i++)
        await createProduct(local.db, { name: `Item ${String(i).padStart(2, "0")}` });
      const res = await local.call<ProductsBody>("GET", "/api/product/list?page=1");
      expect(res.body).toMatchObject({ total: 51, pageSize: 50, pageCount: 2 });
      expect(res.body.products).toHaveLength(50);
      expect(
        (await local.call<ProductsBody>("GET", "/api/product/list")).body.products,
      ).toHaveLength(51);
    } finally {
      await local.close();
    }
  });

  it.each([
    [
      "?sort=cheapest",
      "sort: sort must be one of: newest, oldest, best-selling, price-asc, price-desc, name-asc, name-desc",
    ],
    ["?page=0", "page: page must be 1 or more"],
    ["?page=abc", "page: page must be a number"],
    ["?page=1.5", "page: page must be a whole number"],
    ["?limit=201", "limit: limit must be at most 200"],
    ["?limit=0", "limit: limit must be 1 or more"],
    [`?search=${"a".repeat(101)}`, "search: search must be at most 100 characters"],
    [`?category=${"c".repeat(61)}`, "category: category must be at most 60 characters"],
  ])("refuses %s with 400 and a message", async (query, message) => {
    const res = await t.call<ProductsBody>("GET", `/api/product/list${query}`);
    expectRefused(res, 400);
    expect(res.body.message).toBe(message);
  });
});

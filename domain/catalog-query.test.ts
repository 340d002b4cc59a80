import { describe, it, expect } from "vitest";
import {
  BEST_SELLING_MAX_PRICE,
  BULK_PREVIEW_COUNT,
  DEFAULT_SORT,
  HOME_BESTSELLER_COUNT,
  MAX_PAGE_NUMBERS,
  PAGE_SIZE,
  RELATED_PRODUCTS_COUNT,
  SELLER_SORT_OPTIONS,
  SELLER_STOCK_FILTERS,
  SORT_OPTIONS,
  applyCatalogQuery,
  applySellerProductQuery,
  isSortOption,
  pagerNumbers,
  paginate,
  sortInStockFirst,
} from "./catalog-query";

interface P {
  name: string;
  price: number;
  category: string[] | string;
  bestseller: boolean;
  inStock: boolean;
  createdAt: string;
}

const PRODUCTS: P[] = [
  {
    name: "Lucky Me Pancit Canton",
    price: 16,
    category: ["Instant"],
    bestseller: true,
    inStock: true,
    createdAt: "2025-06-03T00:00:00Z",
  },
  {
    name: "Bear Brand Milk",
    price: 120,
    category: ["Dairy"],
    bestseller: true,
    inStock: false,
    createdAt: "2025-06-05T00:00:00Z",
  },
  {
    name: "argentina corned beef",
    price: 45,
    category: ["Canned", "Instant"],
    bestseller: false,
    inStock: true,
    createdAt: "2025-06-01T00:00:00Z",
  },
  {
    name: "Nescafe Classic",
    price: 100,
    category: "coffee-tea",
    bestseller: false,
    inStock: true,
    createdAt: "2025-06-04T00:00:00Z",
  },
  {
    name: "Zonrox Bleach",
    price: 35.5,
    category: ["laundry-detergents"],
    bestseller: false,
    inStock: false,
    createdAt: "2025-06-02T00:00:00Z",
  },
];
// Short keys keep the expected orders readable on one line each.
const names = (list: readonly P[]) => list.map((p) => p.name.split(" ")[0]!.toLowerCase());

describe("constants", () => {
  it("match SPEC §9", () => {
    expect([
      PAGE_SIZE,
      MAX_PAGE_NUMBERS,
      HOME_BESTSELLER_COUNT,
      RELATED_PRODUCTS_COUNT,
      BULK_PREVIEW_COUNT,
    ]).toEqual([50, 5, 6, 5, 3]);
    expect(BEST_SELLING_MAX_PRICE).toBe(100);
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      "newest",
      "oldest",
      "best-selling",
      "price-asc",
      "price-desc",
      "name-asc",
      "name-desc",
    ]);
    expect(SORT_OPTIONS[0]).toEqual({ value: "newest", label: "Newest" });
    expect(DEFAULT_SORT).toBe("newest");
    expect(isSortOption("price-asc")).toBe(true);
    expect(isSortOption("cheapest")).toBe(false);
  });

  it("seller options match SPEC §2.15", () => {
    expect(SELLER_SORT_OPTIONS.map((o) => o.label)).toEqual([
      "Newest First",
      "Oldest First",
      "Name: A to Z",
      "Name: Z to A",
      "Price: Low to High",
      "Price: High to Low",
      "Category",
      "Stock Status",
    ]);
    expect(SELLER_STOCK_FILTERS.map((o) => o.label)).toEqual([
      "All Products",
      "In Stock",
      "Out of Stock",
    ]);
  });
});

describe("applyCatalogQuery", () => {
  it.each([
    [{}, ["bear", "nescafe", "lucky", "zonrox", "argentina"]],
    [{ sort: "oldest" }, ["argentina", "zonrox", "lucky", "nescafe", "bear"]],
    [{ sort: "bogus" }, ["bear", "nescafe", "lucky", "zonrox", "argentina"]],
    [{ sort: "best-selling" }, ["lucky", "zonrox", "argentina", "nescafe"]],
    [{ sort: "price-asc" }, ["lucky", "zonrox", "argentina", "nescafe", "bear"]],
    [{ sort: "price-desc" }, ["bear", "nescafe", "argentina", "zonrox", "lucky"]],
    [{ sort: "name-asc" }, ["argentina", "bear", "lucky", "nescafe", "zonrox"]],
    [{ sort: "name-desc" }, ["zonrox", "nescafe", "lucky", "bear", "argentina"]],
    [{ search: "MILK" }, ["bear"]],
    [{ search: "  an " }, ["bear", "lucky"]],
    [{ search: "xyz" }, []],
    [{ category: "instant", sort: "name-asc" }, ["lucky"]],
    [{ category: "Coffee" }, ["nescafe"]],
    [{ category: "all" }, ["bear", "nescafe", "lucky", "zonrox", "argentina"]],
    [{ category: "BestSellers", sort: "price-asc" }, ["lucky", "bear"]],
    [{ category: "bestsellers", sort: "best-selling" }, ["lucky"]],
    [{ search: "a", category: "canned", sort: "newest" }, ["argentina"]],
  ])("%j", (query, expected) => {
    expect(names(applyCatalogQuery(PRODUCTS, query))).toEqual(expected);
  });

  it("does not reorder its input", () => {
    const before = names(PRODUCTS);
    applyCatalogQuery(PRODUCTS, { sort: "name-asc" });
    expect(names(PRODUCTS)).toEqual(before);
  });

  it("keeps ties in their incoming order", () => {
    const tied = [
      { ...PRODUCTS[0]!, name: "B", price: 10 },
      { ...PRODUCTS[0]!, name: "A", price: 10 },
    ];
    expect(names(applyCatalogQuery(tied, { sort: "price-asc" }))).toEqual(["b", "a"]);
  });
});

describe("sortInStockFirst", () => {
  it("moves out-of-stock products last, stably", () => {
    expect(names(sortInStockFirst(PRODUCTS))).toEqual([
      "lucky",
      "argentina",
      "nescafe",
      "bear",
      "zonrox",
    ]);
  });
});

describe("paginate", () => {
  it.each([
    [0, 1, { page: 1, pageCount: 1, from: 0, to: 0, offset: 0 }],
    [0, 4, { page: 1, pageCount: 1, from: 0, to: 0, offset: 0 }],
    [7, 1, { page: 1, pageCount: 1, from: 1, to: 7, offset: 0 }],
    [50, 1, { page: 1, pageCount: 1, from: 1, to: 50, offset: 0 }],
    [51, 2, { page: 2, pageCount: 2, from: 51, to: 51, offset: 50 }],
    [173, 3, { page: 3, pageCount: 4, from: 101, to: 150, offset: 100 }],
    [173, 9, { page: 4, pageCount: 4, from: 151, to: 173, offset: 150 }],
    [173, 0, { page: 1, pageCount: 4, from: 1, to: 50, offset: 0 }],
    [173, -3, { page: 1, pageCount: 4, from: 1, to: 50, offset: 0 }],
    [173, Number.NaN, { page: 1, pageCount: 4, from: 1, to: 50, offset: 0 }],
    [173, 2.7, { page: 2, pageCount: 4, from: 51, to: 100, offset: 50 }],
  ])("%d products, page %d", (total, page, expected) => {
    expect(paginate(total, page)).toEqual(expected);
  });

  it("takes a page size", () => {
    expect(paginate(10, 2, 3)).toEqual({ page: 2, pageCount: 4, from: 4, to: 6, offset: 3 });
  });
});

describe("pagerNumbers", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [6, 10, [4, 5, 6, 7, 8]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [12, 10, [6, 7, 8, 9, 10]],
    [5, 5, [1, 2, 3, 4, 5]],
  ])("page %d of %d", (page, pageCount, expected) => {
    expect(pagerNumbers(page, pageCount)).toEqual(expected);
  });
});

describe("applySellerProductQuery", () => {
  it.each([
    [{}, ["bear", "nescafe", "lucky", "zonrox", "argentina"]],
    [{ category: "all", stock: "all" }, ["bear", "nescafe", "lucky", "zonrox", "argentina"]],
    [{ category: "INSTANT" }, ["lucky"]],
    [{ stock: "in-stock", sort: "price-desc" }, ["nescafe", "argentina", "lucky"]],
    [{ stock: "out-of-stock", sort: "oldest" }, ["zonrox", "bear"]],
    [{ sort: "category" }, ["argentina", "nescafe", "bear", "lucky", "zonrox"]],
    [{ sort: "stock" }, ["lucky", "argentina", "nescafe", "bear", "zonrox"]],
  ])("%j", (query, expected) => {
    expect(names(applySellerProductQuery(PRODUCTS, query))).toEqual(expected);
  });
});

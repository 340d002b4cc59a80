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
  isSortOption,
  pagerNumbers,
  paginate,
} from "./catalog-query";

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

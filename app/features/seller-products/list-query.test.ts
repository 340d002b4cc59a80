import { describe, expect, it } from "vitest";
import {
  DEFAULT_SELLER_LIST_QUERY,
  activeFilterChips,
  parseSellerListQuery,
  sellerListSearch,
  withoutFilter,
} from "./list-query";

describe("seller list query", () => {
  it("defaults to all categories, all stock, newest, page 1", () => {
    expect(parseSellerListQuery(new URLSearchParams(""))).toEqual(DEFAULT_SELLER_LIST_QUERY);
    expect(sellerListSearch(DEFAULT_SELLER_LIST_QUERY)).toBe("");
  });

  it("reads and writes the URL, ignoring unknown values", () => {
    const query = parseSellerListQuery(
      new URLSearchParams("category=Dairy&stock=out-of-stock&sort=price-asc&page=3"),
    );
    expect(query).toEqual({ category: "Dairy", stock: "out-of-stock", sort: "price-asc", page: 3 });
    expect(sellerListSearch(query)).toBe(
      "?category=Dairy&stock=out-of-stock&sort=price-asc&page=3",
    );
    expect(parseSellerListQuery(new URLSearchParams("stock=maybe&sort=x&page=-2"))).toEqual(
      DEFAULT_SELLER_LIST_QUERY,
    );
  });

  it("lists active filters as chips and removes one back to page 1", () => {
    const query = {
      category: "biscuits-cookies",
      stock: "in-stock" as const,
      sort: "newest" as const,
      page: 2,
    };
    expect(activeFilterChips(query)).toEqual([
      { key: "category", label: "Category: Biscuits & Cookies" },
      { key: "stock", label: "Stock: In Stock" },
    ]);
    expect(withoutFilter(query, "category")).toEqual({ ...query, category: "all", page: 1 });
    expect(withoutFilter(query, "stock")).toEqual({ ...query, stock: "all", page: 1 });
    expect(activeFilterChips(DEFAULT_SELLER_LIST_QUERY)).toEqual([]);
  });
});

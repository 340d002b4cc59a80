import { describe, expect, it } from "vitest";
import {
  DEFAULT_SELLER_LIST_QUERY,
  activeFilterChips,
  parseSellerListQuery,
  sellerListApiSearch,
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
    expect(query).toEqual({
      q: "",
      category: "Dairy",
      stock: "out-of-stock",
      sort: "price-asc",
      lowStock: false,
      page: 3,
    });
    expect(sellerListSearch(query)).toBe(
      "?category=Dairy&stock=out-of-stock&sort=price-asc&page=3",
    );
    expect(parseSellerListQuery(new URLSearchParams("stock=maybe&sort=x&page=-2"))).toEqual(
      DEFAULT_SELLER_LIST_QUERY,
    );
  });

  it("lists active filters as chips and removes one back to page 1", () => {
    const query = {
      q: "",
      category: "biscuits-cookies",
      stock: "in-stock" as const,
      sort: "newest" as const,
      lowStock: false,
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

  it("keeps the search and the low-stock filter in the URL and as chips", () => {
    const query = parseSellerListQuery(new URLSearchParams("q=milk&lowStock=1&page=2"));
    expect(query).toMatchObject({ q: "milk", lowStock: true, page: 2 });
    expect(sellerListSearch(query)).toBe("?q=milk&lowStock=1&page=2");
    expect(sellerListApiSearch(query)).toBe("?q=milk&lowStock=true&page=2&limit=50");
    expect(activeFilterChips(query)).toEqual([
      { key: "q", label: "Search: milk" },
      { key: "lowStock", label: "Low stock" },
    ]);
    expect(withoutFilter(query, "q")).toMatchObject({ q: "", lowStock: true, page: 1 });
    expect(withoutFilter(query, "lowStock")).toMatchObject({ q: "milk", lowStock: false, page: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { parseProductsQuery, productsHref, searchHref } from "./products-url";

const parse = (qs: string) => parseProductsQuery(new URLSearchParams(qs));

describe("parseProductsQuery", () => {
  it("reads defaults from an empty query", () => {
    expect(parse("")).toEqual({ search: "", category: "", sort: "newest", page: 1 });
  });

  it("reads every field", () => {
    expect(parse("search=%20rice%20&category=Grains&sort=price-asc&page=3")).toEqual({
      search: "rice",
      category: "Grains",
      sort: "price-asc",
      page: 3,
    });
  });

  it("falls back on junk", () => {
    expect(parse("sort=cheapest&page=-2")).toMatchObject({ sort: "newest", page: 1 });
    expect(parse("page=abc").page).toBe(1);
    expect(parse("category=all").category).toBe("");
    expect(parse(`search=${"x".repeat(300)}`).search).toHaveLength(100);
  });
});

describe("productsHref", () => {
  it("leaves defaults out", () => {
    expect(productsHref({})).toBe("/products");
    expect(productsHref({ search: " ", category: "all", sort: "newest", page: 1 })).toBe(
      "/products",
    );
  });

  it("writes what differs in a stable order", () => {
    expect(
      productsHref({ page: 2, sort: "name-asc", category: "bestsellers", search: "milk" }),
    ).toBe("/products?search=milk&category=bestsellers&sort=name-asc&page=2");
  });

  it("serves category pages too", () => {
    expect(productsHref({ page: 2 }, "/products/dairy")).toBe("/products/dairy?page=2");
  });
});

describe("searchHref", () => {
  it("starts a plain search from other pages", () => {
    expect(searchHref("pancit canton", { pathname: "/", search: "" })).toBe(
      "/products?search=pancit+canton",
    );
  });

  it("keeps category and sort on the list and goes back to page 1", () => {
    expect(
      searchHref("rice", {
        pathname: "/products",
        search: "?category=Grains&sort=price-asc&page=4",
      }),
    ).toBe("/products?search=rice&category=Grains&sort=price-asc");
  });

  it("clears the search", () => {
    expect(searchHref("", { pathname: "/products", search: "?search=rice" })).toBe("/products");
  });
});

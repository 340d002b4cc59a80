import { describe, expect, it } from "vitest";
import { pageHref } from "./page-href";
import { productsHref, type ProductsQuery } from "./products-url";

describe("pageHref", () => {
  const queries: Partial<ProductsQuery>[] = [
    {},
    { search: "rice" },
    { search: "coke & chips", category: "beverages/soft-drinks" },
    { category: "bestsellers", sort: "price-asc" },
    { search: "noodls", sort: "name-desc" },
  ];

  it("writes the same address as productsHref for every page of a list", () => {
    for (const query of queries) {
      const first = productsHref({ ...query, page: 1 });
      for (const page of [1, 2, 3, 17, 2000]) {
        expect(pageHref(first, page)).toBe(productsHref({ ...query, page }));
      }
    }
  });

  it("adds the page to a category page's own path", () => {
    expect(pageHref("/products/snacks", 1)).toBe("/products/snacks");
    expect(pageHref("/products/snacks", 4)).toBe(productsHref({ page: 4 }, "/products/snacks"));
    expect(pageHref("/products/snacks", 4)).toBe("/products/snacks?page=4");
  });
});

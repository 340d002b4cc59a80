import { describe, expect, it } from "vitest";
import { categoryHref, productHref } from "./product-href";

describe("product links", () => {
  it("uses the first category, lowercased", () => {
    expect(productHref({ _id: "abc", category: ["Instant", "Grains"] })).toBe(
      "/products/instant/abc",
    );
    expect(productHref({ _id: "abc", category: "Canned" })).toBe("/products/canned/abc");
  });
  it("still links a product without a category", () => {
    expect(productHref({ _id: "abc", category: [] })).toBe("/products/all/abc");
  });
  it("links category pages lowercased", () => {
    expect(categoryHref("Bakery")).toBe("/products/bakery");
  });
});

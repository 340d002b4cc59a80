import { describe, expect, it } from "vitest";
import { canonicalCategory, categoryLabel } from "./category-options";

describe("category filter names", () => {
  it("spells categories as the catalogue does", () => {
    expect(canonicalCategory("instant")).toBe("Instant");
    expect(canonicalCategory("BESTSELLERS")).toBe("bestsellers");
    expect(canonicalCategory("unknown")).toBe("unknown");
    expect(canonicalCategory("")).toBe("");
  });
  it("labels categories for people", () => {
    expect(categoryLabel("grains")).toBe("Rice, Grains & Cereals");
    expect(categoryLabel("bestsellers")).toBe("Best Sellers");
    expect(categoryLabel("noodles")).toBe("noodles");
  });
});

import { describe, it, expect } from "vitest";
import {
  BESTSELLERS_CATEGORY,
  CATEGORY_CATALOGUE,
  CATEGORY_ITEMS,
  EDIT_FORM_CATEGORY_OPTIONS,
  SELLER_CATEGORY_OPTIONS,
  categoryPathForUrl,
  findCategoryByPath,
  firstCategory,
  productMatchesCategory,
} from "./catalogue";
import { CATEGORY_TABLE, findCategoryNameByPath } from "./category-table";

// SPEC §3, section by section: [text, path].
const SPEC_SECTIONS: [string, [string, string][]][] = [
  [
    "Food & Beverages",
    [
      ["Biscuits & Cookies", "biscuits-cookies"],
      ["Chocolates & Candy", "chocolates-candy"],
      ["Instant Noodles & Pasta", "Instant"],
      ["Canned Goods", "Canned"],
      ["Frozen Foods", "frozen-foods"],
      ["Bread", "Bakery"],
      ["Dairy Products", "Dairy"],
      ["Beverages", "Beverages"],
      ["Coffees", "coffee-tea"],
      ["Condiments & Sauces", "condiments-sauces"],
      ["Rice, Grains & Cereals", "Grains"],
    ],
  ],
  [
    "Personal Care",
    [
      ["Shampoos & Conditioners", "shampoos-conditioners"],
      ["Soap & Body Wash", "soap-body-wash"],
      ["Toothpaste & Toothbrushes", "toothpaste-toothbrushes"],
      ["Feminine Hygiene", "feminine-hygiene"],
      ["Deodorant", "deodorant"],
      ["Lotion & Skincare Products", "lotion-skincare"],
    ],
  ],
  [
    "Household Items",
    [
      ["Laundry Detergents", "laundry-detergents"],
      ["Dishwashing Liquids", "dishwashing-liquids"],
      ["Trash Bags", "trash-bags"],
      ["Air Fresheners", "air-fresheners"],
    ],
  ],
  [
    "Baby & Kids",
    [
      ["Baby Wipes & Diapers", "Baby"],
      ["Baby Food & Formula", "baby-food-formula"],
    ],
  ],
  [
    "Pet Supplies",
    [
      ["Cat & Dog Food", "pet-food"],
      ["Pet Bath & Grooming", "pet-bath-grooming"],
    ],
  ],
  [
    "Miscellaneous",
    [
      ["Alcoholic Drinks", "Drinks"],
      ["Cigarettes / Tobacco", "cigarettes-tobacco"],
      ["Batteries", "batteries"],
      ["Stationery", "stationery"],
      ["Phone Accessories", "phone-accessories"],
    ],
  ],
];

const WITHOUT_IMAGE = [
  "Grains",
  "cigarettes-tobacco",
  "batteries",
  "stationery",
  "phone-accessories",
];

describe("CATEGORY_CATALOGUE", () => {
  it("has the title, sections, texts and paths of SPEC §3 exactly", () => {
    expect(CATEGORY_CATALOGUE.title).toBe("Categories");
    expect(
      CATEGORY_CATALOGUE.sections.map((s) => [s.title, s.items.map((i) => [i.text, i.path])]),
    ).toEqual(SPEC_SECTIONS);
    expect(CATEGORY_ITEMS).toHaveLength(30);
  });

  it("is the names-only table with a description added to every category", () => {
    expect(CATEGORY_CATALOGUE.title).toBe(CATEGORY_TABLE.title);
    expect(
      CATEGORY_CATALOGUE.sections.map((section) => ({
        ...section,
        items: section.items.map(({ description: _description, ...name }) => name),
      })),
    ).toEqual(CATEGORY_TABLE.sections);
  });

  it("gives sections unique ids", () => {
    const ids = CATEGORY_CATALOGUE.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(6);
  });

  it.each(CATEGORY_ITEMS.map((item) => [item.path, item] as const))(
    "%s has a description and image",
    (path, item) => {
      expect(item.description).toMatch(/^[A-Z].{10,}\.$/);
      expect(item.image).toBe(
        WITHOUT_IMAGE.includes(path) ? "" : `/images/categories/${path.toLowerCase()}.webp`,
      );
    },
  );
});

describe("lookups", () => {
  it.each([
    ["instant", "Instant Noodles & Pasta"],
    ["INSTANT", "Instant Noodles & Pasta"],
    ["Instant", "Instant Noodles & Pasta"],
    ["coffee-tea", "Coffees"],
    ["grains", "Rice, Grains & Cereals"],
  ])("findCategoryByPath(%j)", (path, text) => {
    expect(findCategoryByPath(path)?.text).toBe(text);
  });

  it("returns null for an unknown path", () => {
    expect(findCategoryByPath("nope")).toBeNull();
    expect(findCategoryByPath(BESTSELLERS_CATEGORY)).toBeNull();
  });

  it("the names-only table (the product list's filters) finds the same categories", () => {
    for (const item of CATEGORY_ITEMS) {
      const { description: _description, ...name } = item;
      expect(findCategoryNameByPath(item.path.toUpperCase())).toEqual(name);
    }
    expect(findCategoryNameByPath("nope")).toBeNull();
    expect(findCategoryNameByPath(BESTSELLERS_CATEGORY)).toBeNull();
  });

  it("lowercases paths for URLs", () => {
    expect(categoryPathForUrl("Canned")).toBe("canned");
    expect(categoryPathForUrl("biscuits-cookies")).toBe("biscuits-cookies");
    expect(BESTSELLERS_CATEGORY).toBe("bestsellers");
  });
});

describe("options", () => {
  it("seller options: value is the path, label the text", () => {
    expect(SELLER_CATEGORY_OPTIONS).toHaveLength(30);
    expect(SELLER_CATEGORY_OPTIONS[2]).toEqual({
      value: "Instant",
      label: "Instant Noodles & Pasta",
    });
  });

  it("edit form options are the fixed list of SPEC §3", () => {
    expect(EDIT_FORM_CATEGORY_OPTIONS).toEqual([
      "Fruits",
      "Vegetables",
      "Dairy Products",
      "Bakery",
      "Beverages",
      "Drinks",
      "Personal Care",
      "Household",
      "Baby Care",
    ]);
  });
});

describe("product categories", () => {
  it.each([
    [["Instant", "Canned"], "Instant"],
    [[], ""],
    ["Dairy", "Dairy"],
  ] as const)("firstCategory(%j) = %j", (category, first) => {
    expect(firstCategory(category)).toBe(first);
  });

  it.each([
    [["Instant"], "instant", true],
    [["Canned", "Instant"], "instant", false],
    ["Beverages", "bever", true],
    [["baby-food-formula"], "Baby", true],
    [["Dairy"], "coffee-tea", false],
    [[], "Dairy", false],
  ] as const)("productMatchesCategory(%j, %j) = %s", (category, path, matches) => {
    expect(productMatchesCategory(category, path)).toBe(matches);
  });
});

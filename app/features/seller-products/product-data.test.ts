import { describe, expect, it } from "vitest";
import { EDIT_FORM_CATEGORY_OPTIONS } from "@domain/catalogue";
import {
  canSubmitAddProduct,
  descriptionLines,
  descriptionText,
  editCategoryOptions,
  parsePrice,
  toAddProductData,
  toUpdateProductData,
} from "./product-data";

describe("add product data", () => {
  it("splits the description into lines and drops blank ones", () => {
    expect(descriptionLines("Fresh\r\n\n  Crunchy  \n\n")).toEqual(["Fresh", "Crunchy"]);
    expect(descriptionLines("")).toEqual([]);
  });

  it("builds productData with the category as a one-item list and a numeric price", () => {
    expect(
      toAddProductData({
        name: " Skyflakes ",
        description: "a\nb",
        category: "biscuits-cookies",
        price: "49.50",
      }),
    ).toEqual({
      name: "Skyflakes",
      description: ["a", "b"],
      category: ["biscuits-cookies"],
      price: 49.5,
    });
  });

  it("enables ADD PRODUCT only with name, price and category", () => {
    const full = { name: "Milk", description: "", category: "Dairy", price: "0" };
    expect(canSubmitAddProduct(full)).toBe(true);
    expect(canSubmitAddProduct({ ...full, name: "  " })).toBe(false);
    expect(canSubmitAddProduct({ ...full, category: "" })).toBe(false);
    expect(canSubmitAddProduct({ ...full, price: "" })).toBe(false);
    expect(canSubmitAddProduct({ ...full, price: "-1" })).toBe(false);
  });

  it("parses prices", () => {
    expect(parsePrice("12.34")).toBe(12.34);
    expect(parsePrice(" ")).toBeNull();
    expect(parsePrice("abc")).toBeNull();
  });
});

describe("edit product data", () => {
  it("keeps id, brand and bestseller", () => {
    expect(
      toUpdateProductData(
        "p1",
        {
          name: "A",
          description: "x",
          category: "Bakery",
          price: "10",
          brand: " Rebisco ",
          bestseller: true,
        },
        25,
      ),
    ).toEqual({
      id: "p1",
      name: "A",
      description: ["x"],
      category: ["Bakery"],
      price: 10,
      brand: "Rebisco",
      bestseller: true,
    });
  });

  it("shows an array or a plain string description as text", () => {
    expect(descriptionText(["a", "b"])).toBe("a\nb");
    expect(descriptionText("plain")).toBe("plain");
    expect(descriptionText(undefined)).toBe("");
  });

  it("offers the fixed list, with the product's own category first when it is not in it", () => {
    expect(editCategoryOptions(["Bakery"]).map((o) => o.value)).toEqual([
      ...EDIT_FORM_CATEGORY_OPTIONS,
    ]);
    const options = editCategoryOptions(["biscuits-cookies"]);
    expect(options[0]).toEqual({
      value: "biscuits-cookies",
      label: "Biscuits & Cookies (current)",
    });
    expect(options).toHaveLength(EDIT_FORM_CATEGORY_OPTIONS.length + 1);
    expect(editCategoryOptions([])).toHaveLength(EDIT_FORM_CATEGORY_OPTIONS.length);
  });
});

describe("edit product price", () => {
  const fields = { name: "A", description: "", category: "Bakery", brand: "", bestseller: false };
  it.each(["", "   ", "abc", "-5"])("keeps the current price when the field reads %j", (price) => {
    expect(toUpdateProductData("p1", { ...fields, price }, 42.5).price).toBe(42.5);
  });
  it("uses a typed price, including a deliberate 0", () => {
    expect(toUpdateProductData("p1", { ...fields, price: "39.75" }, 42.5).price).toBe(39.75);
    expect(toUpdateProductData("p1", { ...fields, price: "0" }, 42.5).price).toBe(0);
  });
});

describe("edit category choices and the storefront", () => {
  it("offers the catalogue and the fixed list without repeating a name", async () => {
    const { editCategoryGroups, storefrontCategoriesOf } = await import("./product-data");
    const groups = editCategoryGroups(["Canned"]);
    expect(groups.current).toEqual([]);
    expect(groups.catalogue.some((o) => o.value === "Canned")).toBe(true);
    const labels = [...groups.catalogue, ...groups.fixed].map((o) => o.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
    expect(groups.fixed.map((o) => o.value)).toContain("Household");
    expect(editCategoryGroups(["Snacks"]).current).toEqual([
      { value: "Snacks", label: "Snacks (current)" },
    ]);
    expect(storefrontCategoriesOf("Household")).toEqual([]);
    expect(storefrontCategoriesOf("Baby Care")).toEqual(["Baby Wipes & Diapers"]);
    expect(storefrontCategoriesOf("Dairy Products")).toEqual(["Dairy Products"]);
  });
});

import { describe, it, expect } from "vitest";
import { validateBulkImport, validateBulkImportText } from "./bulk-import";

const UPLOADED = ["milo.jpg", "milo-back.jpg", "spam.png"];

const MILO = {
  name: "Milo 22g",
  description: ["Chocolate malt drink", "Single serve"],
  price: 9.5,
  category: ["Beverages"],
  image: ["milo.jpg", "milo-back.jpg"],
};
const SPAM = {
  name: "Spam Classic",
  description: [],
  price: 185,
  category: ["Canned"],
  image: ["spam.png"],
  brand: "Hormel",
  bestseller: true,
};

describe("validateBulkImport: the file", () => {
  it.each([[null], [[]], ["products"], [{}], [{ products: "none" }], [{ items: [MILO] }]])(
    "%j needs a products array",
    (json) => {
      expect(validateBulkImport(json, UPLOADED)).toEqual({
        ok: false,
        message: 'JSON must contain a "products" array',
        errors: [],
      });
    },
  );

  it("refuses an empty products array", () => {
    expect(validateBulkImport({ products: [] }, UPLOADED)).toEqual({
      ok: false,
      message: "Products array cannot be empty",
      errors: [],
    });
  });

  it("accepts valid products and returns clean copies", () => {
    const result = validateBulkImport(
      { products: [MILO, { ...SPAM, extra: "ignored" }] },
      UPLOADED,
    );
    expect(result).toEqual({ ok: true, products: [MILO, SPAM] });
  });
});

describe("validateBulkImport: each product", () => {
  it.each([
    [{ ...MILO, name: "" }, "name", "Name must be a non-empty string"],
    [{ ...MILO, name: 42 }, "name", "Name must be a non-empty string"],
    [
      { ...MILO, description: "one line" },
      "description",
      "Description must be an array of strings",
    ],
    [{ ...MILO, description: ["ok", 3] }, "description", "Description must be an array of strings"],
    [{ ...MILO, price: 0 }, "price", "Price must be a positive number"],
    [{ ...MILO, price: -1 }, "price", "Price must be a positive number"],
    [{ ...MILO, price: "9.50" }, "price", "Price must be a positive number"],
    [
      { ...MILO, category: "Beverages" },
      "category",
      "Category must be a non-empty array of strings",
    ],
    [{ ...MILO, category: [] }, "category", "Category must be a non-empty array of strings"],
    [{ ...MILO, image: [] }, "image", "Image must be a non-empty array of file names"],
    [{ ...MILO, image: "milo.jpg" }, "image", "Image must be a non-empty array of file names"],
    [{ ...MILO, brand: 7 }, "brand", "Brand must be a string"],
    [{ ...MILO, bestseller: "yes" }, "bestseller", "Bestseller must be true or false"],
  ])("%j → %s", (product, field, message) => {
    const result = validateBulkImport({ products: [SPAM, product] }, UPLOADED);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const name =
      typeof product.name === "string" && product.name !== "" ? product.name : "Product 2";
    expect(result.errors).toEqual([{ index: 1, name, field, message }]);
    expect(result.message).toBe(`Product validation failed: product 2 ("${name}"): ${message}`);
  });

  it("reports a product that is not an object", () => {
    const result = validateBulkImport({ products: ["Milo"] }, UPLOADED);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field)).toEqual([
      "product",
      "name",
      "description",
      "price",
      "category",
      "image",
    ]);
    expect(result.errors[0]).toEqual({
      index: 0,
      name: "Product 1",
      field: "product",
      message: "Product must be an object",
    });
    expect(result.message).toMatch(/^Product validation failed: .*; and 3 more$/);
  });
});

describe("image file names", () => {
  it("must match an uploaded file exactly", () => {
    const products = [
      { ...MILO, image: ["Milo.jpg", "milo-back.jpg"] },
      { ...SPAM, image: ["spam.png", "spam-2.png"] },
      { ...SPAM, name: "Spam Lite", image: ["Milo.jpg"] },
    ];
    const result = validateBulkImport({ products }, UPLOADED);
    expect(result).toEqual({
      ok: false,
      message: "Image filename validation failed... Missing images: Milo.jpg, spam-2.png",
      errors: [
        {
          index: 0,
          name: "Milo 22g",
          field: "image",
          message: 'Image "Milo.jpg" was not found among the uploaded images',
        },
        {
          index: 1,
          name: "Spam Classic",
          field: "image",
          message: 'Image "spam-2.png" was not found among the uploaded images',
        },
        {
          index: 2,
          name: "Spam Lite",
          field: "image",
          message: 'Image "Milo.jpg" was not found among the uploaded images',
        },
      ],
    });
  });

  it("the image message leads even when other fields fail too", () => {
    const result = validateBulkImport(
      { products: [{ ...MILO, price: -1, image: ["x.jpg"] }] },
      UPLOADED,
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.message.startsWith("Image filename validation failed...")).toBe(true);
  });
});

describe("validateBulkImportText", () => {
  it.each([["{not json"], [""], ['{"products": [}']])("%j is not JSON", (text) => {
    expect(validateBulkImportText(text, UPLOADED)).toEqual({
      ok: false,
      message: "Invalid JSON format. Please check your file.",
      errors: [],
    });
  });

  it("parses and validates", () => {
    expect(validateBulkImportText(JSON.stringify({ products: [MILO] }), UPLOADED)).toEqual({
      ok: true,
      products: [MILO],
    });
  });
});

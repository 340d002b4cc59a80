import { describe, expect, it } from "vitest";
import { validateBulkImport } from "@domain/bulk-import";
import { MESSAGES } from "@domain/messages";
import {
  SAMPLE_BULK_JSON,
  bulkErrorsOf,
  bulkPreview,
  isImageMismatch,
  isJsonFile,
  readBulkJson,
} from "./bulk-model";

describe("readBulkJson", () => {
  it("reports the spec's messages", () => {
    expect(readBulkJson("{oops")).toEqual({ ok: false, message: MESSAGES.INVALID_JSON_FORMAT });
    expect(readBulkJson("[]")).toEqual({ ok: false, message: MESSAGES.JSON_NEEDS_PRODUCTS_ARRAY });
    expect(readBulkJson('{"products": {}}')).toEqual({
      ok: false,
      message: MESSAGES.JSON_NEEDS_PRODUCTS_ARRAY,
    });
    expect(readBulkJson('{"products": []}')).toEqual({
      ok: false,
      message: MESSAGES.PRODUCTS_ARRAY_EMPTY,
    });
    expect(readBulkJson('{"products": [{}]}')).toEqual({ ok: true, json: { products: [{}] } });
  });

  it("accepts application/json, or a .json file without a declared type", () => {
    expect(isJsonFile({ name: "x.json", type: "application/json" })).toBe(true);
    expect(isJsonFile({ name: "x.json", type: "" })).toBe(true);
    expect(isJsonFile({ name: "x.txt", type: "text/plain" })).toBe(false);
    expect(isJsonFile({ name: "x.json", type: "text/plain" })).toBe(false);
  });
});

describe("bulkPreview", () => {
  it("shows the first three and counts the rest", () => {
    const products = [
      { name: "A", price: 1 },
      { name: "B", price: 2.5 },
      { price: 3 },
      { name: "D", price: 4 },
      "junk",
    ];
    expect(bulkPreview(products)).toEqual({
      count: 5,
      first: [
        { name: "A", price: "₱1.00" },
        { name: "B", price: "₱2.50" },
        { name: "Product 3", price: "₱3.00" },
      ],
      more: 2,
    });
    expect(bulkPreview([{ name: "A", price: 1 }]).more).toBe(0);
  });
});

describe("errors and messages", () => {
  it("reads the server's errors list", () => {
    expect(
      bulkErrorsOf({
        errors: [
          { index: 1, name: "B", field: "price", message: "Price must be a positive number" },
          null,
        ],
      }),
    ).toEqual([
      { index: 1, name: "B", field: "price", message: "Price must be a positive number" },
    ]);
    expect(bulkErrorsOf(null)).toEqual([]);
  });

  it("recognises the image-name mismatch", () => {
    const result = validateBulkImport(
      { products: [{ name: "A", description: [], price: 1, category: ["x"], image: ["a.jpg"] }] },
      [],
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(isImageMismatch(result.message)).toBe(true);
    expect(isImageMismatch(MESSAGES.INVALID_JSON_FORMAT)).toBe(false);
  });

  it("ships a sample that validates against its own image names", () => {
    const names = SAMPLE_BULK_JSON.products.flatMap((p) => p.image);
    expect(validateBulkImport(SAMPLE_BULK_JSON, names).ok).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { SHEET_COLUMNS, type SheetColumn } from "./spreadsheet-columns";
import {
  nameBrandKey,
  parsePrice,
  parseStockCount,
  parseYesNo,
  readProductRow,
  splitLines,
  splitList,
} from "./spreadsheet-rows";

const cellsOf = (values: Partial<Record<SheetColumn, string>>) =>
  Object.fromEntries(SHEET_COLUMNS.map((c) => [c, values[c] ?? ""])) as Record<SheetColumn, string>;

describe("parsePrice", () => {
  it.each([
    ["1234.5", 1234.5],
    ["₱1,234.50", 1234.5],
    ["₱ 20", 20],
    ["PHP 9.99", 9.99],
    [" 16 ", 16],
    ["0.5", 0.5],
    ["1,000,000", 1_000_000],
  ])("%s is %d pesos", (text, value) => {
    expect(parsePrice(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "Price is required"],
    ["   ", "Price is required"],
    ["0", "Price must be a positive number"],
    ["-5", "Price must be a positive number"],
    ["abc", "Price must be a positive number"],
    ["12,34", "Price must be a positive number"],
    ["1e3", "Price must be a positive number"],
    ["1.005", "Price can have at most 2 decimal places"],
  ])("%j is refused: %s", (text, message) => {
    expect(parsePrice(text)).toEqual({ ok: false, message });
  });
});

describe("parseStockCount", () => {
  it("reads empty as untracked and whole numbers of 0 or more", () => {
    expect(parseStockCount("")).toEqual({ ok: true, value: null });
    expect(parseStockCount(" 0 ")).toEqual({ ok: true, value: 0 });
    expect(parseStockCount("48")).toEqual({ ok: true, value: 48 });
    expect(parseStockCount("12.0")).toEqual({ ok: true, value: 12 });
  });

  it.each(["-1", "2.5", "ten", "1e2", "99999999999999999999"])("refuses %j", (text) => {
    expect(parseStockCount(text)).toEqual({
      ok: false,
      message: "Stock count must be a whole number of 0 or more",
    });
  });
});

describe("parseYesNo", () => {
  it.each([
    ["yes", true],
    ["YES", true],
    ["true", true],
    ["1", true],
    ["no", false],
    ["False", false],
    ["0", false],
    ["", null],
    ["  ", null],
    ["maybe", undefined],
  ])("%j is %s", (text, value) => {
    expect(parseYesNo(text)).toBe(value);
  });
});

describe("lists and lines", () => {
  it("splits categories and images on |, trimming and dropping empty items", () => {
    expect(splitList(" Rice | Staples ||")).toEqual(["Rice", "Staples"]);
    expect(splitList("")).toEqual([]);
  });

  it("splits a description on any line break", () => {
    expect(splitLines("One\r\nTwo\n\n Three \rFour")).toEqual(["One", "Two", "Three", "Four"]);
  });
});

describe("readProductRow", () => {
  it("reads a full row", () => {
    const result = readProductRow({
      row: 4,
      cells: cellsOf({
        SKU: " R-1 ",
        Name: " Rice ",
        Brand: " Farm ",
        Price: "₱55.50",
        Category: "Rice|Staples",
        Description: "Soft\nWhite",
        Images: "a.jpg | /media/abcdefabcdefabcd.webp",
        "Stock count": "3",
        "In stock": "no",
        Bestseller: "yes",
      }),
    });
    expect(result).toEqual({
      ok: true,
      product: {
        row: 4,
        sku: "R-1",
        name: "Rice",
        brand: "Farm",
        price: 55.5,
        category: ["Rice", "Staples"],
        description: ["Soft", "White"],
        images: ["a.jpg", "/media/abcdefabcdefabcd.webp"],
        stockCount: 3,
        inStock: false,
        bestseller: true,
      },
    });
  });

  it("defaults: no SKU, untracked stock, in stock unsaid, not a bestseller", () => {
    const result = readProductRow({
      row: 2,
      cells: cellsOf({ Name: "Salt", Price: "10", Category: "Condiments" }),
    });
    expect(result).toMatchObject({
      ok: true,
      product: {
        sku: null,
        brand: "",
        stockCount: null,
        inStock: null,
        bestseller: false,
        images: [],
      },
    });
  });

  it("reports every bad cell of the row with its column", () => {
    const result = readProductRow({
      row: 7,
      cells: cellsOf({
        Price: "free",
        "Stock count": "-2",
        "In stock": "sometimes",
        Bestseller: "x",
      }),
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 7, column: "Name", message: "Name is required" },
        { row: 7, column: "Price", message: "Price must be a positive number" },
        { row: 7, column: "Category", message: "Category is required" },
        {
          row: 7,
          column: "Stock count",
          message: "Stock count must be a whole number of 0 or more",
        },
        { row: 7, column: "In stock", message: "In stock must be yes or no" },
        { row: 7, column: "Bestseller", message: "Bestseller must be yes or no" },
      ],
    });
  });
});

describe("matching key", () => {
  it("is the trimmed name and brand, exactly (case counts)", () => {
    expect(nameBrandKey(" Rice ", "Farm ")).toBe(nameBrandKey("Rice", "Farm"));
    expect(nameBrandKey("Rice", "Farm")).not.toBe(nameBrandKey("rice", "Farm"));
    expect(nameBrandKey("a", "b c")).not.toBe(nameBrandKey("a b", "c"));
  });
});

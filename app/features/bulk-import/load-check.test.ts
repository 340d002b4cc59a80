import { describe, expect, it } from "vitest";
import { missingImageMessage } from "@domain/bulk-import";
import { jsonFileProblems, loadedWithProblemsMessage, productsWithProblems } from "./load-check";

const good = {
  name: "Skyflakes",
  description: ["Crackers"],
  price: 58.5,
  category: ["Snacks"],
  image: ["skyflakes.jpg"],
};

describe("jsonFileProblems", () => {
  it("finds nothing in a valid file, whatever pictures are picked later", () => {
    expect(jsonFileProblems({ products: [good, { ...good, name: "Other" }] })).toEqual([]);
  });

  it("lists each product's field problems with its index, name and field", () => {
    const problems = jsonFileProblems({
      products: [good, { ...good, price: -1 }, { ...good, name: "", category: [] }],
    });
    expect(problems).toEqual([
      { index: 1, name: "Skyflakes", field: "price", message: "Price must be a positive number" },
      { index: 2, name: "Product 3", field: "name", message: "Name must be a non-empty string" },
      {
        index: 2,
        name: "Product 3",
        field: "category",
        message: "Category must be a non-empty array of strings",
      },
    ]);
    expect(productsWithProblems(problems)).toBe(2);
  });

  it("never reports a picture as missing: pictures are matched at import", () => {
    const problems = jsonFileProblems({ products: [{ ...good, image: ["a.jpg", 3] }] });
    expect(problems.map((p) => p.message)).toEqual([
      "Image must be a non-empty array of file names",
    ]);
    expect(problems.some((p) => p.message === missingImageMessage("a.jpg"))).toBe(false);
  });
});

describe("loadedWithProblemsMessage", () => {
  it("names how many products are affected", () => {
    expect(loadedWithProblemsMessage(2, 5)).toBe(
      "JSON file loaded, but 2 of 5 products have problems. Fix them before importing.",
    );
    expect(loadedWithProblemsMessage(1, 1)).toBe(
      "JSON file loaded, but 1 of 1 product has problems. Fix them before importing.",
    );
  });
});

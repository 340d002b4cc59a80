import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptySlots } from "./image-slots";
import { ProductFormCore, type ProductFormValues } from "./product-form-core";

// The fields both product forms share, as each form draws them: adding asks for the required
// fields with examples; editing adds brand and bestseller and puts the price first.
const VALUES: ProductFormValues = {
  name: "Skyflakes",
  description: "Crunchy\nPack of 10",
  category: "biscuits-cookies",
  price: "58.5",
  brand: "M.Y. San",
  bestseller: true,
  sku: "BIS-1",
  stockCount: "7",
};

function draw(mode: "add" | "edit") {
  return renderToString(
    <form>
      <ProductFormCore
        mode={mode}
        values={VALUES}
        onChange={() => {}}
        slots={emptySlots()}
        onSlots={() => {}}
        category={<select aria-label="Category" />}
      />
    </form>,
  );
}

/** The <input> tag named `name`. */
const input = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(` name="${name}"`)) ?? "";
const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]+)</g)].map((m) => m[1]);

describe("ProductFormCore", () => {
  it("adding: the required fields, with examples and the description's hint", () => {
    const html = draw("add");
    expect(labels(html)).toEqual(
      expect.arrayContaining([
        "Product Name",
        "Product Description",
        "Price (₱)",
        "SKU (optional)",
      ]),
    );
    expect(input(html, "name")).toContain('required=""');
    expect(input(html, "name")).toContain('value="Skyflakes"');
    expect(input(html, "price")).toContain('required=""');
    expect(input(html, "price")).toContain('placeholder="0.00"');
    expect(html).toContain('placeholder="e.g. BIS-0042"');
    expect(html).toContain('placeholder="Leave empty to not count"');
    expect(html).toContain("Each line becomes one bullet under “About Product”.");
    expect(html).not.toContain("Brand");
    expect(html).not.toContain("Bestseller");
    expect(html).not.toContain("data-autofocus");
    expect(html.indexOf('aria-label="Category"')).toBeLessThan(html.indexOf('name="price"'));
  });

  it("editing: no required fields, brand and bestseller, the price before the category", () => {
    const html = draw("edit");
    expect(labels(html)).toEqual(expect.arrayContaining(["Name", "Description", "Brand"]));
    expect(html).not.toContain("required");
    expect(input(html, "name")).toContain('data-autofocus="true"');
    expect(input(html, "brand")).toContain('value="M.Y. San"');
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
    expect(html).toContain('placeholder="Empty: not counted"');
    expect(html).not.toContain("e.g. BIS-0042");
    expect(html).not.toContain("About Product");
    expect(html.indexOf('name="price"')).toBeLessThan(html.indexOf('aria-label="Category"'));
  });
});

// The catalogue's and the cart's words in the catalogs: their English is what the domain and
// the page's own functions write, word for word.
import { describe, expect, it } from "vitest";
import { SORT_OPTIONS, paginate } from "@domain/catalog-query";
import { searchResultsTitle, showingProductsRange } from "@domain/messages-storefront";
import { sourceCatalogs } from "~/lib/i18n/catalogs.server";
import type { MessageKey } from "~/locales/keys";
import { BESTSELLERS_LABEL, SORT_LABEL_KEYS } from "./category-options";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n, type Translate } from "~/lib/i18n/i18n";

const words = (language: "en" | "fil"): Translate => {
  const i18n = createI18n(language, compiledMessages(language));
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
};
const en = words("en");
const fil = words("fil");

describe("the shop's catalogs", () => {
  it("show words without values exactly as written (apostrophes, quotes, # and all)", () => {
    const catalogs = sourceCatalogs();
    for (const area of ["catalog", "cart", "orders", "messages-shop"])
      for (const [language, t] of [
        ["en", en],
        ["fil", fil],
      ] as const)
        for (const [key, text] of Object.entries(catalogs[language][area] ?? {}))
          if (!text.includes("{")) expect(t(key as MessageKey), key).toBe(text);
  });
});

describe("the catalogue's words", () => {
  it("English equals the domain's titles and range line", () => {
    expect(en("products.searchTitle", { search: "rice" })).toBe(searchResultsTitle("rice"));
    for (const [total, page] of [
      [1, 1],
      [120, 3],
      [12345, 2],
    ] as const) {
      const range = paginate(total, page);
      expect(
        en("products.showing", {
          from: range.from,
          to: range.to,
          total,
          page: range.page,
          pageCount: range.pageCount,
        }),
      ).toBe(showingProductsRange(range, total));
    }
    expect(en("products.bestsellers")).toBe(BESTSELLERS_LABEL);
  });

  it("names every sort as the domain does, and in Filipino", () => {
    for (const option of SORT_OPTIONS) {
      expect(en(SORT_LABEL_KEYS[option.value])).toBe(option.label);
      expect(fil(SORT_LABEL_KEYS[option.value])).not.toBe(option.label);
    }
  });

  it("counts a category's products in English with the old words", () => {
    expect(en("category.found", { total: 1 })).toBe("1 product found");
    expect(en("category.found", { total: 2345 })).toBe("2345 products found");
    expect(fil("category.found", { total: 3 })).toBe("3 produkto ang nakita");
  });
});

// The header's and footer's words: English exactly as the store has always said them, and the
// Filipino page in its own words (app/locales/<language>/layout.json).
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "@domain/language";
import { STORE } from "@domain/store";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n } from "~/lib/i18n/i18n";
import { TestLanguage } from "~/lib/i18n/test-language";
import { cartLabel } from "./components/cart-link";
import { Footer } from "./components/footer";

const en = createI18n("en", compiledMessages("en"));
const fil = createI18n("fil", compiledMessages("fil"));

/** The page's text, tags dropped. */
function textOf(language: Language, node: React.ReactNode): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <TestLanguage language={language}>{node}</TestLanguage>
    </MemoryRouter>,
  );
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("the cart link's name", () => {
  it("is cartLabel's English, and counted in Filipino", () => {
    expect(en._("layout.cart.label")).toBe(cartLabel(null));
    for (const count of [0, 1, 2, 12]) {
      expect(en._("layout.cart.labelWithCount", { count })).toBe(cartLabel(count));
    }
    expect(fil._("layout.cart.labelWithCount", { count: 1 })).toBe("Cart, 1 item");
    expect(fil._("layout.cart.labelWithCount", { count: 3 })).toBe("Cart, 3 item");
  });
});

describe("the search box's words", () => {
  it("counts suggestions", () => {
    expect(en._("layout.search.count", { count: 1 })).toBe("1 suggestion");
    expect(en._("layout.search.count", { count: 4 })).toBe("4 suggestions");
    expect(fil._("layout.search.count", { count: 4 })).toBe("4 mungkahi");
  });
});

describe("the footer", () => {
  it("says in English what it always said", () => {
    const text = textOf("en", <Footer />);
    expect(text).toContain(
      `Your neighbourhood mini-mart in ${STORE.city}: groceries, snacks, drinks and household essentials delivered to your door within ${STORE.deliveryPromiseMinutes} minutes. Pay with Cash on Delivery.`,
    );
    expect(text).toContain(`© ${STORE.name}. All rights reserved.`);
    for (const words of ["Quick Links", "Customer Care", "Best Sellers", "Return Policy"])
      expect(text).toContain(words);
  });

  it("is in Filipino on a Filipino page, with the language switch beside the rights line", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <TestLanguage language="fil">
          <Footer />
        </TestLanguage>
      </MemoryRouter>,
    );
    expect(html).toContain("Nakalaan ang lahat ng karapatan.");
    expect(html).toContain("Mabilisang Link");
    expect(html).toContain('href="/language/en"');
    expect(html).not.toContain("All rights reserved");
  });
});

// The home page's words that the store's own English is built from elsewhere (the page title
// from the store's name and tagline): held equal here, so the catalogs cannot drift from them.
import { describe, expect, it } from "vitest";
import { STORE } from "@domain/store";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n } from "~/lib/i18n/i18n";
import { pageTitle } from "~/lib/meta";

const en = createI18n("en", compiledMessages("en"));
const fil = createI18n("fil", compiledMessages("fil"));
const minutes = STORE.deliveryPromiseMinutes;

describe("the home page's words", () => {
  it("the title is pageTitle()'s English, the store's name kept in Filipino", () => {
    expect(en._("home.meta.title", { store: STORE.name, minutes })).toBe(pageTitle());
    expect(fil._("home.meta.title", { store: STORE.name, minutes })).toMatch(
      /^Sorsogon MiniMart - /,
    );
  });

  it("the description and the heading say what they always said in English", () => {
    expect(en._("home.meta.description", { minutes, city: STORE.city })).toBe(
      `Groceries and essentials delivered within ${minutes} minutes in ${STORE.city}. Cash on Delivery.`,
    );
    expect(en._("home.heading", { store: STORE.name, city: STORE.city })).toBe(
      `${STORE.name}: groceries delivered in ${STORE.city}`,
    );
    expect(en._("home.howItWorks.wait.body", { minutes })).toBe(
      `Relax: your order arrives at your door within ${minutes} minutes.`,
    );
  });
});

// The translator's files (app/locales/<language>/<area>.json): every language has exactly the
// keys English has, area by area; every message is valid ICU MessageFormat; and a translation
// uses the same placeholders as the English it translates, so no value is lost or invented.
import { describe, expect, it } from "vitest";
import { parse, type Token } from "@messageformat/parser";
import { LANGUAGES } from "@domain/language";
import { compiledMessages, sourceCatalogs } from "~/lib/i18n/catalogs.server";
import { createI18n } from "~/lib/i18n/i18n";

const catalogs = sourceCatalogs();
const english = catalogs.en;

function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe("the translations' files", () => {
  it("have areas, and English has words in each", () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [area, catalog] of Object.entries(english))
      expect(Object.keys(catalog).length, area).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      it("has the same areas and the same keys as English, none empty", () => {
        expect(Object.keys(catalogs[language]).sort()).toEqual(Object.keys(english).sort());
        for (const [area, catalog] of Object.entries(english)) {
          const translated = catalogs[language][area] ?? {};
          expect(Object.keys(translated).sort(), `${language}/${area}.json`).toEqual(
            Object.keys(catalog).sort(),
          );
          for (const [key, text] of Object.entries(translated))
            expect(text.trim().length, `${language}/${area}.json ${key}`).toBeGreaterThan(0);
        }
      });

      it("parses as ICU MessageFormat with English's placeholders", () => {
        for (const [area, catalog] of Object.entries(catalogs[language]))
          for (const [key, text] of Object.entries(catalog)) {
            const where = `${language}/${area}.json ${key}`;
            expect(() => parse(text), where).not.toThrow();
            const source = english[area]?.[key];
            if (source !== undefined)
              expect(placeholders(text), where).toEqual(placeholders(source));
          }
      });
    });
  }

  it("no key is in two areas", () => {
    const seen = new Map<string, string>();
    for (const [area, catalog] of Object.entries(english))
      for (const key of Object.keys(catalog)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
  });

  it("renders a message with its values in both languages", () => {
    const en = createI18n("en", compiledMessages("en"));
    const fil = createI18n("fil", compiledMessages("fil"));
    expect(en._("openBanner.delivery", { minutes: 60, city: "Sorsogon City" })).toBe(
      "Fast delivery within 60 minutes within Sorsogon City!",
    );
    expect(fil._("openBanner.delivery", { minutes: 60, city: "Sorsogon City" })).toBe(
      "Mabilis na hatid sa loob ng 60 minuto dito sa Sorsogon City!",
    );
  });
});

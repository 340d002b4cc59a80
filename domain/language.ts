// The storefront's languages (issue 29): English, the default, in which every SPEC message is
// word for word, and Filipino. The choice is remembered in a cookie (read by the server, so the
// first HTML is already in it) and on the shopper's account.

export const LANGUAGES = ["en", "fil"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie the server renders by: one year, readable by the server alone. */
export const LANGUAGE_COOKIE = "minimart_lang";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language named in itself, as a switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fil: "Filipino" };

export const LANGUAGE_MESSAGES = {
  UNKNOWN: "Unknown language. Choose en (English) or fil (Filipino).",
  SAVED: "Language saved",
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A cookie's or an account's value, trusted only when it names a language the store has. */
export function languageOrNull(value: string | null | undefined): Language | null {
  return isLanguage(value) ? value : null;
}

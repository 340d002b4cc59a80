/**
 * The storefront in Filipino (issue 29): the translator's files read as the page reads them, so a
 * journey finds a control by the words the page must show, and a shopper's browser set to Filipino.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";

type Catalog = Record<string, string>;

function catalogOf(language: "en" | "fil"): Catalog {
  const dir = join(process.cwd(), "app/locales", language);
  const out: Catalog = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")))
    Object.assign(out, JSON.parse(readFileSync(join(dir, file), "utf8")) as Catalog);
  return out;
}

const FIL = catalogOf("fil");
const EN = catalogOf("en");

/**
 * A message of the Filipino files, with `{name}` placeholders filled in; plurals and selects are
 * not rendered here (use keys without them, or a regular expression).
 */
export function fil(key: string, values: Record<string, string | number> = {}): string {
  const text = FIL[key];
  if (text === undefined) throw new Error(`no Filipino message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** The same key's English, to show it is absent from a Filipino page. */
export function en(key: string): string {
  const text = EN[key];
  if (text === undefined) throw new Error(`no English message ${key}`);
  return text;
}

/** The browser remembers Filipino, as the switch leaves it (the cookie the server renders by). */
export async function browseInFilipino(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "minimart_lang", value: "fil", url: baseURL }]);
}

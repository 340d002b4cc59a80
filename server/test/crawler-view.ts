/** How a crawler reads the store's pages: a page's <head> tags and a sitemap's locations. */
import { expect } from "vitest";

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The <head> of a page, read as a crawler reads it. */
export function readHead(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*)\/?>/g)].map(([, tag, attrs]) => {
    const map = new Map<string, string>();
    for (const [, name, value] of (attrs ?? "").matchAll(/([\w:-]+)="([^"]*)"/g))
      map.set(name!, unescapeHtml(value!));
    return { tag, attrs: map };
  });
  const all = (attr: "name" | "property", key: string) =>
    tags
      .filter((m) => m.tag === "meta" && m.attrs.get(attr) === key)
      .map((m) => m.attrs.get("content"));
  const one = (attr: "name" | "property", key: string) => {
    const found = all(attr, key);
    expect(found, `exactly one ${key}`).toHaveLength(1);
    return found[0] ?? "";
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescapeHtml(m[1]!));
  const canonicals = tags.filter((m) => m.tag === "link" && m.attrs.get("rel") === "canonical");
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { titles, canonicals: canonicals.map((c) => c.attrs.get("href")), all, one, jsonLd };
}

/** The <loc> values of a sitemap, checking the document strictly as it goes. */
export function sitemapLocations(xml: string): string[] {
  const prolog = '<?xml version="1.0" encoding="UTF-8"?>';
  expect(xml.startsWith(prolog)).toBe(true);
  const body = xml.slice(prolog.length).trim();
  const open = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
  expect(body.startsWith(open)).toBe(true);
  expect(body.endsWith("</urlset>")).toBe(true);
  const inner = body.slice(open.length, -"</urlset>".length).trim();
  const entries = inner.split(/\s*\n\s*/);
  return entries.map((entry) => {
    const m = /^<url><loc>([^<>]*)<\/loc><\/url>$/.exec(entry);
    expect(m, entry).not.toBeNull();
    const text = m![1]!;
    // Every & starts one of XML's five entities or a character reference.
    expect(text.replace(/&(amp|lt|gt|apos|quot|#\d+|#x[0-9a-f]+);/gi, "")).not.toMatch(/[&'"]/);
    return text
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
      .replace(/&amp;/g, "&");
  });
}

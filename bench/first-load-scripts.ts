// What a page's first load fetches: the scripts its HTML loads before anything is clicked
// (modulepreload links, the route manifest, script tags), in gzip -9 bytes, split into the
// framework (React, React DOM, React Router) and the store's own code. Shared by the Lighthouse
// bench, which reports the figures, and the first-load test, which holds the ratchet.
import { gzipSync } from "node:zlib";

/** React, React DOM and React Router: Rollup folds the "framework" chunk (vite.config.ts) into the entry. */
export const FRAMEWORK = /\/assets\/(entry\.client|framework|manifest)-[\w-]+\.js$/;

/**
 * A page's first load in all, framework and store, in KB gzip: a ratchet with about 2 KB of
 * room over the largest page, raised on purpose only, so a change that adds code to every
 * page is a choice someone made, not a drift.
 */
export const FIRST_LOAD_GOALS = { totalKb: 150 } as const;

/** Every script the page loads before anything is clicked. */
function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g))
    found.add(m[1]!);
  for (const m of html.matchAll(/import (?:\* as \w+ from )?"(\/assets\/[^"]+\.js)"/g))
    found.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  return [...found];
}

/** A page's first-load scripts and their gzip bytes; `read` gives a script's file by its path. */
export async function firstLoadBytes(
  html: string,
  read: (src: string) => Buffer | Promise<Buffer>,
): Promise<{ scripts: string[]; framework: number; own: number }> {
  const scripts = initialScripts(html);
  let framework = 0;
  let own = 0;
  for (const src of scripts) {
    const size = gzipSync(await read(src), { level: 9 }).length;
    if (FRAMEWORK.test(src)) framework += size;
    else own += size;
  }
  return { scripts, framework, own };
}

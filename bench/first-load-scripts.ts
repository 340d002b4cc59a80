// What a page's first load fetches: the scripts its HTML loads before anything is clicked
// (modulepreload links, the route manifest, script tags), in gzip -9 bytes, split into the
// framework (React, React DOM, React Router) and the store's own code. Shared by the Lighthouse
// bench, which reports the figures, and the first-load test, which holds issue #11's goals.
import { gzipSync } from "node:zlib";

/** React, React DOM and React Router: Rollup folds the "framework" chunk (vite.config.ts) into the entry. */
export const FRAMEWORK = /\/assets\/(entry\.client|framework|manifest)-[\w-]+\.js$/;

/**
 * A page's first load, in KB gzip: in all (issue #11's goal), and the store's own code. The
 * store's share is a ratchet with about 2 KB of room, raised on purpose only: from 10 to 13 KB
 * when the pages learned Filipino (decision 165; the largest page measured 10,839 bytes).
 */
export const FIRST_LOAD_GOALS = { totalKb: 120, storeKb: 13 } as const;

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

/**
 * Shared steps of the offline journeys (storefront-offline*.spec.ts): the service worker's
 * install, saves and deploys.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

export const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `test-results/storefront-offline-${name}-${test.info().project.name}.png`,
  });

/**
 * Replaces the built worker's version (build/client/sw.js and its precompressed twins, which the
 * server reads from disk on every request) as a new deploy would; returns what puts it back.
 */
export function deployWorkerVersion(from: string, to: string): () => void {
  const file = join(process.cwd(), "build/client/sw.js");
  const original = readFileSync(file);
  const source = original.toString("utf8");
  expect(source).toContain(`"version":"${from}"`);
  const next = Buffer.from(source.replace(`"version":"${from}"`, `"version":"${to}"`));
  const write = (body: Buffer) => {
    writeFileSync(file, body);
    writeFileSync(`${file}.gz`, gzipSync(body));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  };
  write(next);
  return () => write(original);
}

export async function waitForServiceWorker(page: Page) {
  // Installing precaches the app shell; on a busy machine that takes a while.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          const states = [reg?.installing?.state, reg?.waiting?.state, reg?.active?.state];
          return navigator.serviceWorker.controller ? "controlled" : JSON.stringify(states);
        }),
      { timeout: 60_000 },
    )
    .toBe("controlled");
}

/** Waits until the worker has saved this address (it saves pages after they are shown). */
export async function waitUntilSaved(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => {
          const cache = await caches.open("minimart-pages-v1");
          return Boolean(await cache.match(p));
        }, path),
      { timeout: 15_000 },
    )
    .toBe(true);
}

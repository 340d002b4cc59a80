/**
 * `npm run bench`: what a shopper's phone waits for and downloads, measured in one run so the
 * ratios hold on a noisy shared machine. Boots a throwaway embedded store with the demo
 * catalogue, then times in-process requests (no socket) and reports medians. Rows that name an
 * encoding ask for it as a client would: their bytes are the compressed ones sent.
 *
 *   BENCH_ITERATIONS=200 npm run bench
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp, type PageHandler } from "../server/app";
import { boot } from "../server/boot";
import { parseEnv } from "../server/env";
import { PROJECT_ROOT } from "../server/lib/project-root";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-"));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function main() {
  const { deps, database } = await boot(
    parseEnv({ DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "silent" }),
    () => {},
  );
  let pageHandler: PageHandler | undefined;
  const buildPath = join(PROJECT_ROOT, "build/server/index.js");
  if (existsSync(buildPath)) {
    const build = (await import(buildPath)) as ServerBuild;
    const handle = createRequestHandler(build, "production");
    pageHandler = (request, context) => handle(request, context);
  }
  const app = createApp(deps, { pageHandler });

  // `encoding`: the Accept-Encoding sent; the bytes are then those on the wire.
  const cases: { name: string; path: string; encoding?: string }[] = [
    { name: "product list, whole catalogue (SPEC §7 plain call)", path: "/api/product/list" },
    { name: "product list, one page of 50", path: "/api/product/list?page=1&limit=50" },
    { name: "search 'rice', one page", path: "/api/product/list?search=rice&page=1" },
    {
      name: "category 'Beverages', price low-high",
      path: "/api/product/list?category=Beverages&sort=price-asc",
    },
  ];
  if (pageHandler) {
    for (const [name, path] of [
      ["SSR home page", "/"],
      ["SSR /products (first page)", "/products"],
    ] as const) {
      cases.push({ name, path });
      cases.push({ name: `${name}, gzip`, path, encoding: "gzip" });
      cases.push({ name: `${name}, as a browser asks (br)`, path, encoding: BROWSER_ENCODINGS });
    }
  }

  // gzip: the body's gzip size, for rows sent as they are (null where the body is compressed).
  const results: { name: string; ms: number; bytes: number; gzip: number | null }[] = [];
  for (const c of cases) {
    // warm-up
    const init = c.encoding ? { headers: { "accept-encoding": c.encoding } } : {};
    for (let i = 0; i < 5; i++) await (await app.request(c.path, init)).arrayBuffer();
    const times: number[] = [];
    let body = Buffer.alloc(0);
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = performance.now();
      const res = await app.request(c.path, init);
      body = Buffer.from(await res.arrayBuffer());
      times.push(performance.now() - t0);
    }
    results.push({
      name: c.name,
      ms: median(times),
      bytes: body.length,
      gzip: c.encoding ? null : gzipSync(body).length,
    });
  }

  const base = results[0] as (typeof results)[number];
  console.log(`\n${ITERATIONS} requests each, medians, in-process (no network):\n`);
  console.log(
    "case".padEnd(52),
    "median ms".padStart(10),
    "bytes".padStart(10),
    "gzip".padStart(9),
    "  time vs whole list",
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(52),
      r.ms.toFixed(2).padStart(10),
      String(r.bytes).padStart(10),
      String(r.gzip ?? "-").padStart(9),
      `  ${(r.ms / base.ms).toFixed(2)}x`,
    );
  }
  if (!pageHandler)
    console.log("\n(no production build found: run `npm run build` to include the SSR pages)");
  await database.close();
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * `npm run bench -- storefront-pages`: what a shopper's phone waits for, over a real socket. The
 * built store (`npm run build`) runs in its own process on a throwaway data folder with the demo
 * catalogue; a third process loads it. Each row: requests/s, p50/p95 wall time, the server's CPU
 * per request, the bytes of one answer, and the ratio of a raw node:http server's CPU per
 * request (sending the very same bytes) to the store's. Medians of BENCH_ROUNDS rounds.
 *
 *   npm run bench -- storefront-pages
 *   npm run bench -- storefront-pages --baseline /path/to/built/checkout
 *       the same cases on another checkout's build, side by side in one run
 *   BENCH_SECONDS=3 BENCH_ROUNDS=3 BENCH_CONNECTIONS=8 BENCH_ONLY=list
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compare, fetchOnce, startBuiltStore, type Case } from "./http-load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const baselineAt = process.argv.indexOf("--baseline");
const baseline = baselineAt > 0 ? process.argv[baselineAt + 1] : undefined;

async function main() {
  const work = mkdtempSync(join(tmpdir(), "minimart-bench-pages-"));
  const stores: Awaited<ReturnType<typeof startBuiltStore>>[] = [];
  try {
    // One demo catalogue, seeded once; each store gets its own copy of the data folder.
    const seeded = join(work, "seeded");
    await (await startBuiltStore({ dataDir: seeded })).stop();
    const start = (name: string, root?: string) => {
      const dataDir = join(work, name);
      cpSync(seeded, dataDir, { recursive: true });
      return startBuiltStore({ dataDir, root, name });
    };
    stores.push(await start("this checkout"));
    if (baseline) stores.push(await start("baseline", baseline));

    const first = await fetchOnce(stores[0]!.port, "/api/product/list?limit=1");
    const product = (
      JSON.parse(first.body.toString()) as { products: [{ _id: string; category: string[] }] }
    ).products[0];
    const productPage = `/products/${encodeURIComponent(product.category[0]!.toLowerCase())}/${product._id}`;
    const cases: Case[] = [
      {
        name: "product list, page of 50, as a browser asks (br)",
        path: "/api/product/list?limit=50",
        headers: BROWSER,
      },
      {
        name: "product list, page of 50, no compression",
        path: "/api/product/list?page=1&limit=50",
      },
      {
        name: "product list, whole catalogue (SPEC §7 plain call, br)",
        path: "/api/product/list",
        headers: BROWSER,
        connections: 4,
      },
      {
        name: "search 'rice', one page (br)",
        path: "/api/product/list?search=rice&page=1",
        headers: BROWSER,
      },
      { name: "SSR home page (br)", path: "/", headers: BROWSER, connections: 4 },
      { name: "SSR /products (br)", path: "/products", headers: BROWSER, connections: 4 },
      { name: "SSR product page (br)", path: productPage, headers: BROWSER, connections: 4 },
    ].filter((c) => !process.env.BENCH_ONLY || c.name.includes(process.env.BENCH_ONLY));
    await compare(
      stores,
      cases.map((c) => ({ connections: CONNECTIONS, ...c })),
      { rounds: ROUNDS, seconds: SECONDS },
    );
  } finally {
    for (const s of stores) await s.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

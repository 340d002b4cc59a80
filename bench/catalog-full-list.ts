/**
 * Section 3 of `npm run bench -- catalog`: the whole catalogue's rebuild, 20 callers right after
 * a change (with a paged caller meanwhile), stock moving under callers, and callers that ask for
 * no compression.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../server/db/client";
import { buildFullList, fullListBuilds } from "../server/modules/catalog/full-list";
import type { catalogueCache } from "../server/platform/cache";
import type { createPlatform } from "../server/platform/platform";
import { get } from "./catalog-http";
import { percentile } from "./figures";

export async function benchWholeCatalogue(
  db: DatabaseHandle["db"],
  cache: ReturnType<typeof catalogueCache>,
  platform: ReturnType<typeof createPlatform>,
  port: number,
  BR: Record<string, string>,
) {
  // ---- 3. The whole catalogue: rebuild, then 20 callers right after a change ----
  {
    const times: number[] = [];
    let built = await buildFullList(db, undefined);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      built = await buildFullList(db, undefined);
      times.push(performance.now() - t0);
    }
    console.log(
      `\n3. Rebuild of the whole catalogue (cursor → gzip + brotli), 3 runs: median ${(percentile(times, 0.5) / 1000).toFixed(2)} s, ` +
        `${built.identityBytes} bytes JSON, gzip ${built.gzip.length}, br ${built.br.length}`,
    );
  }
  console.log(`20 concurrent callers of the whole catalogue, right after a product change`);
  const change = async () => {
    // Any statement on products drops the cached catalogue (the trigger's NOTIFY).
    const before = cache.generation;
    await db.execute(
      sql`update products set price_centavos = price_centavos where id = (select id from products limit 1)`,
    );
    for (let i = 0; i < 100 && cache.generation === before; i++)
      await new Promise((r) => setTimeout(r, 10));
  };
  for (const [label, headers] of [
    ["Accept-Encoding: br, gzip", BR],
    ["Accept-Encoding: gzip", { "accept-encoding": "gzip" }],
  ] as const) {
    await change();
    globalThis.gc?.();
    const buildsBefore = fullListBuilds(platform.bus);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 25);
    const t0 = performance.now();
    let running = true;
    const paged: number[] = [];
    const pager = (async () => {
      for (let i = 0; running; i++) {
        const p0 = performance.now();
        const res = await get(port, `/api/product/list?limit=50&page=${1 + (i % 40)}`, BR, false);
        if (res.status !== 200) throw new Error(`paged call: ${res.status}`);
        paged.push(performance.now() - p0);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(port, "/api/product/list", headers, false)),
    );
    const ms = performance.now() - t0;
    running = false;
    await pager;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    if (answers.some((a) => a.status !== 200)) throw new Error("a full-list caller failed");
    console.log(
      `${label}: all 20 done in ${(ms / 1000).toFixed(2)} s, ${answers[0]!.bytes} bytes each, ` +
        `${fullListBuilds(platform.bus) - buildsBefore} build(s); paged calls meanwhile: ${paged.length}, ` +
        `p50 ${percentile(paged, 0.5).toFixed(1)} ms, p95 ${percentile(paged, 0.95).toFixed(1)} ms; server RSS +${((rssPeak - rssBefore) / 1048576).toFixed(0)} MB (peak)`,
    );
  }
  {
    // Orders moving stock while callers ask: builds follow bursts, not orders.
    const buildsBefore = fullListBuilds(platform.bus);
    const t0 = performance.now();
    let orders = 0;
    let running = true;
    const orderer = (async () => {
      while (running) {
        await db.execute(
          sql`update products set stock_count = coalesce(stock_count, 100) - 1 where id = (select id from products order by random() limit 1)`,
        );
        orders++;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    let served = 0;
    while (performance.now() - t0 < 5_000) {
      const batch = await Promise.all(
        Array.from({ length: 5 }, () => get(port, "/api/product/list", BR, false)),
      );
      served += batch.filter((a) => a.status === 200).length;
    }
    running = false;
    await orderer;
    console.log(
      `5 s of 5 callers at a time while a stock count moves every 50 ms: ${orders} changes, ${served} answers, ${fullListBuilds(platform.bus) - buildsBefore} builds`,
    );
  }
  {
    await change();
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(port, "/api/product/list", {}, false)),
    );
    const statuses = answers.map((a) => a.status);
    console.log(
      `20 callers without Accept-Encoding from one address: ${statuses.filter((s) => s === 200).length} × 200, ` +
        `${statuses.filter((s) => s === 429).length} × 429, all done in ${((performance.now() - t0) / 1000).toFixed(2)} s`,
    );
  }
}

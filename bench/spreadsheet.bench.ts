/**
 * `npm run bench -- spreadsheet`: catalogue export (CSV and XLSX) at 100,000 products on
 * PostgreSQL, and the import preview of an exported file of BENCH_IMPORT_ROWS rows. Creates a
 * throwaway database on BENCH_DATABASE_URL (default the local test server), fills it in SQL,
 * and prints each step's time, the file's size and the process memory (RSS) before and at its
 * peak (docs/decisions/101).
 */
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import {
  catalogueForExport,
  sheetStream,
  type SheetFormat,
} from "../server/modules/products/spreadsheet.export";
import { importSheet, planSheetImport } from "../server/modules/products/spreadsheet.import";
import { readSheetFile } from "../server/modules/products/spreadsheet.parse";

const BASE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres";
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000);
const MB = 1024 * 1024;

async function drain(stream: ReadableStream<Uint8Array>, keep: boolean) {
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let peak = process.memoryUsage().rss;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (keep) parts.push(chunk);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  return { bytes, peak, data: keep ? Buffer.concat(parts) : Buffer.alloc(0) };
}

async function main() {
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = postgres(BASE, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await handle.migrate();
    const t0 = performance.now();
    await handle.db.execute(sql`
      insert into products (id, name, description, category, price_centavos, brand, in_stock, stock_count, sku, image, created_at)
      select gen_random_uuid(),
        (array['Sardines','Milk','Juice','Crackers','Noodles'])[1 + i % 5] || ' ' || md5(i::text)::varchar(10),
        array['Generated product', 'Second line, with a comma'],
        array[(array['Canned','Dairy','Beverages','Snacks','Instant'])[1 + i % 5], 'Grocery'],
        100 + (i * 7919) % 100000,
        (array['Del Monte','Nestle','Lucky Me','San Miguel',''])[1 + i % 5],
        i % 9 <> 0,
        case when i % 3 = 0 then null else (i * 13) % 40 end,
        case when i % 2 = 0 then 'SKU-' || lpad(i::text, 6, '0') else null end,
        array['/media/' || md5(i::text) || '.webp'],
        now() - (i || ' seconds')::interval
      from generate_series(1, ${PRODUCTS}) as i`);
    await handle.db.execute(sql`analyze products`);
    console.log(
      `seeded ${PRODUCTS.toLocaleString("en-US")} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    for (const format of ["csv", "xlsx"] as SheetFormat[]) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      const start = performance.now();
      const out = await drain(sheetStream(format, catalogueForExport(handle.db)), false);
      console.log(
        `export ${format}: ${((performance.now() - start) / 1000).toFixed(1)} s, ${(out.bytes / MB).toFixed(1)} MB, RSS ${(before / MB).toFixed(0)} → peak ${(out.peak / MB).toFixed(0)} MB`,
      );
    }

    // The preview of a file of IMPORT_ROWS exported rows (all unchanged).
    for (const format of ["csv", "xlsx"] as SheetFormat[]) {
      async function* firstRows() {
        let left = IMPORT_ROWS;
        for await (const page of catalogueForExport(handle.db)) {
          yield page.slice(0, left);
          left -= page.length;
          if (left <= 0) return;
        }
      }
      const file = (await drain(sheetStream(format, firstRows()), true)).data;
      const start = performance.now();
      const sheet = await readSheetFile(new File([file], `products.${format}`));
      const read = performance.now() - start;
      const plan = await planSheetImport(handle.db, sheet.rows, new Set());
      const unchanged = plan.writes.filter((w) => w.action === "unchanged").length;
      console.log(
        `preview ${format} of ${sheet.rows.length} rows: read ${read.toFixed(0)} ms, matched in ${(performance.now() - start - read).toFixed(0)} ms; ${unchanged} unchanged, ${plan.errors.length} errors`,
      );
    }

    // An import of IMPORT_ROWS exported rows, each with a new price: one transaction of updates.
    async function* repriced() {
      let left = IMPORT_ROWS;
      for await (const page of catalogueForExport(handle.db)) {
        yield page.slice(0, left).map((p) => ({ ...p, price: p.price + 1 }));
        left -= page.length;
        if (left <= 0) return;
      }
    }
    const file = (await drain(sheetStream("csv", repriced()), true)).data;
    const start = performance.now();
    const sheet = await readSheetFile(new File([file], "products.csv"));
    const outcome = await importSheet({ db: handle.db, mediaDir: tmpdir() }, sheet.rows, [], false);
    console.log(
      `import csv of ${sheet.rows.length} repriced rows: ${((performance.now() - start) / 1000).toFixed(1)} s; ${outcome.updated} updated, ${outcome.unchanged} unchanged`,
    );
  } finally {
    await handle.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

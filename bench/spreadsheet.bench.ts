/**
 * `npm run bench -- spreadsheet`: catalogue export (CSV and XLSX) at 100,000 products on
 * PostgreSQL, and the import preview of an exported file of BENCH_IMPORT_ROWS rows. Creates a
 * throwaway database on BENCH_DATABASE_URL (default the local test server), fills it in SQL,
 * and prints each step's time, the file's size and the process memory (RSS) before and at its
 * peak.
 *
 * First, hostile uploads through the real route: a store runs in a process
 * of its own on the embedded database; each file is sent to /api/product/import/preview
 * BENCH_RUNS times (default 3) over a socket while /healthz is asked every 10 ms. Reported as
 * medians: the answer's time, the store's RSS growth (peak, sampled every 10 ms, over its RSS
 * after a GC) and the slowest /healthz answer meanwhile. Goals (issue 25): 400 in < 2 s,
 * growth < 100 MB. BENCH_SHEET_PARTS=bombs (or export) runs one half.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveBenchStore } from "./bench-store";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import {
  csvManyRows,
  xlsxBomb,
  xlsxColumnFlood,
  xlsxLongCell,
  xlsxManyRows,
} from "../server/modules/product-import/sheet-bombs";
import {
  catalogueForExport,
  sheetStream,
  type SheetFormat,
} from "../server/modules/product-import/spreadsheet.export";
import { importSheet } from "../server/modules/product-import/spreadsheet.import";
import { planSheetImport } from "../server/modules/product-import/spreadsheet.plan";
import { readSheetFile } from "../server/modules/product-import/spreadsheet.parse";

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

// ---- hostile uploads through the route, against a store in its own process ----
const SELLER = { email: "bench-sheets@example.com", password: "bench-sheets-password" };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PARTS = process.env.BENCH_SHEET_PARTS ?? "bombs,export";

async function serve() {
  await serveBenchStore({
    dataDir: process.env.SHEET_BENCH_DATA_DIR as string,
    seller: SELLER,
    migrate: true,
  });
  process.on("message", async () => {
    for (let i = 0; i < 3; i++) {
      (globalThis as { gc?: () => void }).gc?.();
      await new Promise((r) => setTimeout(r, 300));
    }
    process.send?.({ rss: process.memoryUsage().rss });
  });
}

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
/** CPU time (user + system) the store has used so far: the request's cost, whatever the load. */
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
};
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

async function bombs() {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-sheets-"));
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, SHEET_BENCH_SERVER: "1", SHEET_BENCH_DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const message = <T>(key: string) =>
    new Promise<T>((resolve) => {
      const on = (m: Record<string, T>) => {
        if (key in m) {
          child.off("message", on);
          resolve(m[key] as T);
        }
      };
      child.on("message", on);
    });
  try {
    const base = `http://127.0.0.1:${await message<number>("port")}`;
    const pid = child.pid as number;
    const login = await fetch(`${base}/api/seller/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(SELLER),
    });
    const { token } = (await login.json()) as { token: string };
    const cases: [string, string, Uint8Array<ArrayBuffer>][] = [
      ["XLSX bomb: 240 MB of empty rows", "bomb.xlsx", xlsxBomb(40_000_000)],
      [
        "XLSX bomb declaring 40 MB",
        "lie.xlsx",
        xlsxBomb(40_000_000, { declaredSizes: { "xl/worksheets/sheet1.xml": 40 * 1024 * 1024 } }),
      ],
      ["XLSX of 100,000 product rows", "many.xlsx", xlsxManyRows(100_000)],
      ["CSV of 200,000 product rows", "many.csv", csvManyRows(200_000)],
      ["XLSX with one 45 MB cell", "cell.xlsx", xlsxLongCell(45_000_000)],
      ["XLSX of 1.5 million column entries", "cols.xlsx", xlsxColumnFlood(1_500_000)],
    ];
    console.log(`hostile uploads, ${RUNS} runs each (load ${loadavg()[0]?.toFixed(1)})`);
    for (const [label, name, bytes] of cases) {
      const runs: { ms: number; cpu: number; growth: number; health: number; answer: string }[] =
        [];
      for (let run = 0; run < RUNS; run++) {
        child.send({ gc: true });
        const before = await message<number>("rss");
        let peak = rssOf(pid);
        const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
        let done = false;
        let health = 0;
        const probing = (async () => {
          while (!done) {
            const asked = performance.now();
            // A store too busy to answer (the socket reset) counts as the time it kept us waiting.
            await fetch(`${base}/healthz`)
              .then((res) => res.text())
              .catch(() => "");
            health = Math.max(health, performance.now() - asked);
            await new Promise((r) => setTimeout(r, 10));
          }
        })();
        const form = new FormData();
        form.append("file", new File([bytes], name));
        const started = performance.now();
        const cpuBefore = cpuMsOf(pid);
        const res = await fetch(`${base}/api/product/import/preview`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const body = (await res.json()) as { message: string };
        const ms = performance.now() - started;
        const cpu = cpuMsOf(pid) - cpuBefore;
        done = true;
        await probing;
        clearInterval(sampler);
        runs.push({
          ms,
          cpu,
          growth: (peak - before) / 1024 / 1024,
          health,
          answer: `${res.status} ${body.message}`,
        });
      }
      console.log(
        `${label} (${(bytes.length / 1024 / 1024).toFixed(2)} MB): answer ${median(runs.map((r) => r.ms)).toFixed(0)} ms (store CPU ${median(runs.map((r) => r.cpu)).toFixed(0)} ms, /healthz included), RSS growth ${median(runs.map((r) => r.growth)).toFixed(0)} MB (most ${Math.max(...runs.map((r) => r.growth)).toFixed(0)}), slowest /healthz ${median(runs.map((r) => r.health)).toFixed(0)} ms — ${runs[0]?.answer}`,
      );
    }
  } finally {
    child.kill();
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bench() {
  if (PARTS.includes("bombs")) await bombs();
  if (PARTS.includes("export")) await main();
}

(process.env.SHEET_BENCH_SERVER ? serve() : bench()).catch((err) => {
  console.error(err);
  process.exit(1);
});

import { existsSync, readdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";
import { products } from "../../db/schema";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { collectGarbage } from "../../test/gc";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { csvManyRows, xlsxBomb, xlsxColumnFlood, xlsxLongCell, xlsxManyRows } from "./sheet-bombs";
import { uploadsRoot } from "../../http/upload-spool";

/**
 * Hostile spreadsheets against both spreadsheet routes, with the store's
 * default limits (1,000 products, 50 MB unpacked): each is refused with a clear message after
 * less than 2 s of CPU (the process's own time, which a busy machine's other work does not
 * inflate as it does the wall clock; bench/spreadsheet.bench.ts has the wall times), the process grows by less than 100 MB meanwhile (reading a whole 240 MB sheet
 * grew it by gigabytes), /healthz keeps answering, and nothing is written or left behind.
 */
const MiB = 1024 * 1024;
const ANSWER_CPU_MS = 2_000;
const GROWTH_MB = 100;
// Far below the seconds a sheet parsed in one go held the event loop, with room for a busy machine.
const HEALTH_MS = 500;

const TOO_LARGE =
  "This file is too large once unpacked: a spreadsheet may hold at most 50 MB of data. Please split it into smaller files.";
const TOO_MANY =
  "The file has more than 1,001 products; one import may hold at most 1,000. Please split it into smaller files.";
const TOO_MANY_LINES =
  "The file has more than 100,000 rows, counting empty ones. Please delete the empty rows below the products, or split the file.";
const BROKEN = "This XLSX file cannot be read";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ROUTES = ["/api/product/import/preview", "/api/product/import"] as const;

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = (await loginAsSeller(t)).token;
  await t.db.delete(products);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The process's peak RSS, sampled every 5 ms on a thread of its own: a parse that blocks the
 * event loop would also block a sampler running on it, and its peak would go unseen.
 */
const SAMPLER = `
  const { parentPort } = require("node:worker_threads");
  let peak = 0;
  const sample = () => { peak = Math.max(peak, process.memoryUsage.rss()); };
  const timer = setInterval(sample, 5);
  parentPort.on("message", (m) => {
    sample();
    parentPort.postMessage(peak);
    peak = 0;
    if (m === "stop") clearInterval(timer);
  });`;

function peakSampler() {
  const worker = new Worker(SAMPLER, { eval: true });
  const ask = (m: string) =>
    new Promise<number>((resolve) => {
      worker.once("message", resolve);
      worker.postMessage(m);
    });
  return {
    /** Starts a new peak from now. */
    reset: () => ask("reset"),
    peak: async () => {
      const peak = await ask("stop");
      await worker.terminate();
      return peak;
    },
  };
}

function form(file: File) {
  const body = new FormData();
  body.append("file", file);
  return body;
}

/**
 * Sends the file and, while it is being read, asks /healthz again and again; samples the
 * process's memory throughout.
 */
async function sendWatched(path: string, file: File) {
  // The test process is the server too: what earlier cases built (a 20 MB cell, a workbook)
  // is collected first, so the growth measured is this upload's alone.
  await collectGarbage();
  const sampler = peakSampler();
  await sampler.reset();
  const before = process.memoryUsage().rss;
  let done = false;
  const cpuBefore = process.cpuUsage();
  const answer = t.call<{ success: boolean; message: string; errors: unknown[] }>("POST", path, {
    token,
    body: form(file),
  });
  void answer.finally(() => {
    done = true;
  });
  const health: number[] = [];
  const probing = (async () => {
    while (!done) {
      const asked = performance.now();
      const res = await t.request("GET", "/healthz");
      expect(res.status).toBe(200);
      health.push(performance.now() - asked);
      await sleep(10);
    }
  })();
  const res = await answer;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  await probing;
  const peak = await sampler.peak();
  return { ...res, cpuMs, growthMb: (peak - before) / MiB, slowestHealth: Math.max(...health) };
}

/** Refused with `message` within the bounds, changing nothing and leaving no upload behind. */
async function expectRefusedFast(
  path: string,
  file: File,
  message: string,
  errors: unknown[] = [],
) {
  let outcome: Awaited<ReturnType<typeof sendWatched>> | undefined;
  await expectDbUnchanged(t.db, async () => {
    outcome = await sendWatched(path, file);
  });
  const { status, body, cpuMs, growthMb, slowestHealth } = outcome!;
  expect(status, JSON.stringify(body)).toBe(400);
  expect(body).toEqual({ success: false, message, errors });
  expect(cpuMs).toBeLessThan(ANSWER_CPU_MS);
  expect(growthMb).toBeLessThan(GROWTH_MB);
  expect(slowestHealth).toBeLessThan(HEALTH_MS);
  const uploads = uploadsRoot(t.dataDir);
  expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  return outcome!;
}

describe(`spreadsheet bombs and oversized sheets (${DB_KIND})`, () => {
  it.each(ROUTES)(
    "%s: an XLSX of 240 MB of empty rows packed in 0.3 MB is refused before it is unpacked",
    async (path) => {
      const bomb = xlsxBomb(40_000_000);
      expect(bomb.length).toBeLessThan(1 * MiB);
      await expectRefusedFast(path, new File([bomb], "bomb.xlsx", { type: XLSX_TYPE }), TOO_LARGE);
    },
  );

  it.each(ROUTES)(
    "%s: the same bomb with headers that declare a small sheet is cut off as it unpacks",
    async (path) => {
      // The sheet declares 256 KB and unpacks to 240 MB: caught at its declared size.
      const small = xlsxBomb(40_000_000, {
        declaredSizes: { "xl/worksheets/sheet1.xml": 256 * 1024 },
      });
      await expectRefusedFast(path, new File([small], "lie.xlsx"), BROKEN);
      // Declared under the bound, it is read until its empty rows pass 100,000.
      const under = xlsxBomb(40_000_000, {
        declaredSizes: { "xl/worksheets/sheet1.xml": 40 * MiB },
      });
      await expectRefusedFast(path, new File([under], "lie.xlsx"), TOO_MANY_LINES);
    },
  );

  it.each(ROUTES)(
    "%s: an XLSX of 100,000 product rows stops one row past the limit",
    async (path) => {
      const sheet = xlsxManyRows(100_000);
      await expectRefusedFast(path, new File([sheet], "many.xlsx", { type: XLSX_TYPE }), TOO_MANY);
    },
  );

  it.each(ROUTES)("%s: a CSV of 200,000 rows stops one row past the limit", async (path) => {
    const csv = csvManyRows(200_000);
    await expectRefusedFast(path, new File([csv], "many.csv", { type: "text/csv" }), TOO_MANY);
  });

  it.each(ROUTES)("%s: an XLSX cell of 45 MB is refused once it passes 1 MB", async (path) => {
    await expectRefusedFast(
      path,
      new File([xlsxLongCell(45_000_000)], "long.xlsx"),
      "This XLSX file cannot be read: a cell of it is longer than 1 MB",
    );
  });

  it("an XLSX of 1.5 million column entries (48 MB of XML outside the rows) is refused once its tags pass the bound", async () => {
    await expectRefusedFast(
      ROUTES[0],
      new File([xlsxColumnFlood(1_500_000)], "cols.xlsx"),
      "This XLSX file cannot be read: it holds more than 300,100 XML elements, far more than its rows need. Please copy the products into a new file.",
    );
  });

  it("a CSV row of 20 MB (one cell, quoted across lines) is refused once it passes 256 KB", async () => {
    const header = SHEET_COLUMNS.join(",");
    const cell = `"${"a line of a very long cell\n".repeat(750_000)}"`;
    const csv = new TextEncoder().encode(`${header}\r\n,Long,,1,A,${cell},a.png,,,\r\n`);
    await expectRefusedFast(
      ROUTES[0],
      new File([csv], "long.csv"),
      "This CSV file cannot be read: row 2 is longer than 256 KB",
      [{ row: 2, column: "", message: "The row is too long" }],
    );
  });

  it("a CSV of millions of empty lines stops after 100,000 rows", async () => {
    const header =
      "SKU,Name,Brand,Price,Category,Description,Images,Stock count,In stock,Bestseller\r\n";
    const csv = new TextEncoder().encode(header + "\r\n".repeat(2_000_000));
    await expectRefusedFast(ROUTES[0], new File([csv], "empty.csv"), TOO_MANY_LINES);
  });
});

describe(`the unpacked-size setting (${DB_KIND})`, () => {
  let small: TestContext;
  let smallToken: string;
  beforeAll(async () => {
    small = await createTestContext({ env: { UPLOAD_MAX_DECOMPRESSED_MB: "1" } });
    smallToken = (await loginAsSeller(small)).token;
  });
  afterAll(() => small.close());

  const send = (file: File) =>
    small.call<{ success: boolean; message: string }>("POST", "/api/product/import/preview", {
      token: smallToken,
      body: form(file),
    });
  const tooLarge =
    "This file is too large once unpacked: a spreadsheet may hold at most 1 MB of data. Please split it into smaller files.";

  it("bounds a CSV's text and a workbook's unpacked parts by UPLOAD_MAX_DECOMPRESSED_MB", async () => {
    const csv = await send(new File([csvManyRows(30_000)], "big.csv"));
    expect(csv.status).toBe(400);
    expect(csv.body.message).toBe(tooLarge);
    // 200,000 empty rows: 1.2 MB unpacked, over this store's 1 MB.
    const xlsx = await send(new File([xlsxBomb(200_000)], "big.xlsx"));
    expect(xlsx.status).toBe(400);
    expect(xlsx.body.message).toBe(tooLarge);
    // Under the bound, the same kind of file is read (and found to hold no products).
    const fits = await send(new File([xlsxBomb(50_000)], "fits.xlsx"));
    expect(fits.status).toBe(400);
    expect(fits.body.message).toBe("The file has no product rows below its header");
  });
});

/**
 * `npm run bench -- bulk-import-browser`: a seller imports BENCH_PHOTOS (default 120)
 * twelve-megapixel phone photos (4000×3000 JPEGs, generated) in the bulk import screen of the
 * production build (`npm run build` first), in Debian's Chromium: the time from picking the
 * photos to the success message (the browser shrinks them in Web Workers, uploads, the server
 * processes them). Median of BENCH_RUNS (default 3), each on a fresh embedded store.
 * Goal (issue 10): ≤ 30 s.
 *
 *   BENCH_PORT=3229 BENCH_RUNS=3 npm run bench -- bulk-import-browser
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { PROJECT_ROOT } from "../server/lib/project-root";

const PORT = Number(process.env.BENCH_PORT ?? 3229);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 120);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SELLER = { email: "bench-browser@example.com", password: "bench-browser-password" };
const GOAL_SECONDS = 30;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** A 4000×3000 phone-like photo: a small noisy picture scaled up, then noise again. */
async function phonePhoto(seed: number, path: string) {
  const [w, h] = [400, 300];
  const px = randomBytes(w * h * 3);
  for (let i = 0; i < px.length; i += 3) {
    px[i] = (px[i]! >> 1) + ((seed * 37) % 120);
    px[i + 1] = (px[i + 1]! >> 1) + (((i / 3) % w) * 120) / w;
    px[i + 2] = (px[i + 2]! >> 1) + ((seed * 11) % 120);
  }
  const big = await sharp(px, { raw: { width: w, height: h, channels: 3 } })
    .resize(4000, 3000, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const grain = randomBytes(big.length);
  for (let i = 0; i < big.length; i++) big[i] = Math.min(255, big[i]! + (grain[i]! >> 4));
  await sharp(big, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 88 })
    .toFile(path);
}

async function waitForStore() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the store did not start");
}

async function runOnce(photoPaths: string[], jsonPath: string): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-browser-"));
  const store = spawn("node", ["build/main.js"], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      SELLER_EMAIL: SELLER.email,
      SELLER_PASSWORD: SELLER.password,
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    await waitForStore();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${ORIGIN}/seller`);
    await page.getByLabel("Email").fill(SELLER.email);
    await page.getByLabel("Password").fill(SELLER.password);
    await page.getByRole("button", { name: /login/i }).click();
    await page.getByRole("tab", { name: "Bulk Import" }).click();
    const started = performance.now();
    await page.getByLabel("Product images", { exact: true }).setInputFiles(photoPaths);
    await page.getByLabel("JSON file", { exact: true }).setInputFiles(jsonPath);
    await page.getByRole("button", { name: "IMPORT PRODUCTS" }).click();
    let sawProcessing = false;
    const watcher = page
      .getByText(/^Processing images \d+ of \d+/)
      .waitFor({ timeout: 600_000 })
      .then(() => (sawProcessing = true))
      .catch(() => {});
    await page
      .getByText(`Successfully imported ${photoPaths.length} products`)
      .first()
      .waitFor({ timeout: 600_000 });
    const seconds = (performance.now() - started) / 1000;
    await Promise.race([watcher, new Promise((r) => setTimeout(r, 10))]);
    console.log(
      `  ${seconds.toFixed(1)} s from picking to "Successfully imported"` +
        `${sawProcessing ? " (the server's n of N was shown)" : ""}`,
    );
    return seconds;
  } finally {
    await browser.close();
    store.kill();
    await new Promise((r) => store.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(join(PROJECT_ROOT, "build/main.js")))
    throw new Error("no production build: run `npm run build` first");
  const dir = mkdtempSync(join(tmpdir(), "minimart-bench-photos-"));
  try {
    const madeAt = performance.now();
    const paths = Array.from({ length: PHOTOS }, (_, i) => join(dir, `IMG_${1000 + i}.jpg`));
    for (const [i, path] of paths.entries()) await phonePhoto(i, path);
    const bytes = paths.reduce((n, p) => n + statSync(p).size, 0);
    const products = paths.map((_, i) => ({
      name: `Phone Photo Product ${i}`,
      description: ["Imported from phone photos"],
      price: 20 + i,
      category: ["Canned"],
      image: [`IMG_${1000 + i}.jpg`],
    }));
    const jsonPath = join(dir, "products.json");
    writeFileSync(jsonPath, JSON.stringify({ products }));
    console.log(
      `${PHOTOS} photos of 4000×3000, ${(bytes / 1e6).toFixed(0)} MB, made in ` +
        `${((performance.now() - madeAt) / 1000).toFixed(0)} s; load average ` +
        `${loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")} on ${availableParallelism()} cores`,
    );
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run++) times.push(await runOnce(paths, jsonPath));
    console.log(
      `median of ${RUNS}: ${median(times).toFixed(1)} s from picking to imported (goal ≤ ${GOAL_SECONDS} s)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

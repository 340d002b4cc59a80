/**
 * `npm run bench -- media-guard`: what the media lock and the pins of images being imported
 * cost, in process (PGlite) and in PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * is set, in a throwaway database):
 * 1. one turn of the media lock with nothing inside, p50/p95 over 300;
 * 2. pin then unpin one URL, p50/p95 over 300;
 * 3. which of 1,000 URLs are pinned, 100 of them by another instance, p50/p95 over 30;
 * 4. the start-up sweep with nothing running, over 2,000 unlinked stored pictures.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench -- media-guard
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { sweepAfterKilledWork } from "../server/modules/media/start-up-sweep";
import { createLocks } from "../server/platform/locks";
import { mediaGuardFor } from "../server/platform/media-guard";
import { createDatabaseMediaStore, createFileMediaStore } from "../server/platform/media-store";

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function timed(times: number, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return `p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`;
}

const url = (i: number) => `/media/${i.toString(16).padStart(32, "0")}.webp`;

async function run(kind: string, handle: DatabaseHandle, other: DatabaseHandle | null) {
  const guard = mediaGuardFor(handle);
  console.log(`${kind}: lock turn ${await timed(300, () => guard.withLock(async () => {}))}`);
  console.log(
    `${kind}: pin + unpin ${await timed(300, async () => {
      await guard.pin(url(1));
      await guard.unpin([url(1)]);
    })}`,
  );
  const theirs = other ? mediaGuardFor(other) : guard;
  for (let i = 0; i < 100; i++) await theirs.pin(url(i * 10));
  const urls = Array.from({ length: 1000 }, (_, i) => url(i));
  let found = 0;
  const line = await timed(30, async () => (found = (await guard.pinned(urls)).size));
  console.log(`${kind}: pinned() of 1,000 URLs (${found} pinned) ${line}`);
  await theirs.unpin(Array.from({ length: 100 }, (_, i) => url(i * 10)));

  const dataDir = mkdtempSync(join(tmpdir(), "minimart-bench-guard-"));
  try {
    const store =
      handle.kind === "postgres"
        ? createDatabaseMediaStore(handle.db)
        : createFileMediaStore(join(dataDir, "media"));
    for (let i = 0; i < 1000; i++) {
      const hash = (100_000 + i).toString(16).padStart(32, "0");
      await store.put(`${hash}.webp`, Buffer.from(`RIFF0000WEBP${i}`));
      await store.put(`${hash}-320.webp`, Buffer.from(`RIFF0000WEBP${i}s`));
    }
    const started = performance.now();
    const swept = await sweepAfterKilledWork({
      db: handle.db,
      store,
      dataDir,
      locks: createLocks(handle),
    });
    console.log(
      `${kind}: start-up sweep removed ${swept.images.length} pictures in ${ms(performance.now() - started)}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pglite = await openDatabase({ pgliteDir: "memory://" });
await pglite.migrate();
await run("pglite", pglite, null);
await pglite.close();

if (PG_URL) {
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${name}`;
  try {
    const a = await openDatabase({ url: dbUrl.toString() });
    const b = await openDatabase({ url: dbUrl.toString() });
    await a.migrate();
    await run("postgres", a, b);
    await mediaGuardFor(b).close();
    await mediaGuardFor(a).close();
    await a.close();
    await b.close();
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  }
}

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describeDatabaseUrl, openDatabase, type DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { AppDeps } from "./http/app-env";
import { createPlatform } from "./platform/platform";
import { countSellers, upsertSeller } from "./modules/accounts/accounts.service";
import { deleteExpiredSessions } from "./modules/accounts/sessions.service";
import { catalogueIsEmpty, siteImagesMarker } from "./db/seed/seed-check";
import { warmUpPasswordChecks } from "./lib/passwords";
import { logger } from "./lib/logger";
import { setPoolStatsProvider } from "./lib/metrics";
import { sweepAfterKilledWork } from "./modules/media/start-up-sweep";
import { createLocks } from "./platform/locks";
import { mediaGuardFor } from "./platform/media-guard";
import {
  createDatabaseMediaStore,
  createFileMediaStore,
  registerMediaStore,
  type MediaStore,
} from "./platform/media-store";

export const DEMO_SELLER_EMAIL = "seller@minimart.local";
export const DEMO_SELLER_FILE = "demo-seller.txt";

export interface Booted {
  deps: AppDeps;
  database: DatabaseHandle;
}

/** env → database → migrations → seller account → demo data. Used by the server and scripts. */
export async function boot(env: Env, log: (line: string) => void = console.log): Promise<Booted> {
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const mediaDir = join(dataDir, "media");
  const imagesDir = join(dataDir, "images");
  mkdirSync(mediaDir, { recursive: true });
  mkdirSync(imagesDir, { recursive: true });

  // A first start takes a while (database files, migrations, demo images): say what it does.
  log(
    env.DATABASE_URL
      ? `Starting: connecting to PostgreSQL at ${describeDatabaseUrl(env.DATABASE_URL)}...`
      : `Starting: opening the embedded database in ${join(dataDir, "pglite")}...`,
  );
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: join(dataDir, "pglite"),
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    applicationName: `minimart:${env.INSTANCE_ID ?? process.pid}`,
  });
  log(
    `Database: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${join(dataDir, "pglite")}`}`,
  );
  setPoolStatsProvider(() => database.poolStats());
  const mediaStore = chooseMediaStore(env, database, mediaDir);
  registerMediaStore(mediaDir, mediaStore);
  log(`Media: ${mediaStore.kind === "database" ? "in the database" : `files in ${mediaDir}`}`);

  // Of several instances starting together on one PostgreSQL, one migrates and seeds at a
  // time; the others wait here, then find the work done.
  if (database.kind === "postgres")
    log("Start-up lock: waiting for any other instance that is migrating or seeding...");
  await database.withStartupLock(async () => {
    await migrateWithProgress(database, log);
    await deleteExpiredSessions(database.db);
    await ensureSellerAccount(database, env, dataDir, log);
    // The seed (drawings, fonts, sharp) is loaded only when there is something to seed.
    if (env.SEED_DEMO && (await catalogueIsEmpty(database.db))) {
      const { ensureDemoCatalogue } = await import("./db/seed/seed");
      await ensureDemoCatalogue(database.db, mediaDir, log);
    }
    // The media lock and pins of this database, shared with the other instances from here on.
    mediaGuardFor(database);
    const swept = await sweepAfterKilledWork({
      db: database.db,
      store: mediaStore,
      dataDir,
      locks: createLocks(database),
    });
    if (swept.images.length > 0)
      log(`Removed ${swept.images.length} images no product or order uses.`);
    if (swept.uploads.length > 0) log(`Removed ${swept.uploads.length} unfinished uploads.`);
  });
  // The dummy hash is made on the thread pool while the store starts; a login that comes first
  // waits for the same hash.
  warmUpPasswordChecks().catch((err) => logger.error("password warm-up failed", { err }));
  if (!existsSync(siteImagesMarker(imagesDir))) {
    const { ensureSiteImages } = await import("./db/seed/seed");
    await ensureSiteImages(imagesDir, log);
  }

  return {
    database,
    deps: {
      db: database.db,
      env,
      mediaDir,
      imagesDir,
      platform: createPlatform(database),
    },
  };
}

async function ensureSellerAccount(
  database: DatabaseHandle,
  env: Env,
  dataDir: string,
  log: (l: string) => void,
) {
  if (env.SELLER_EMAIL && env.SELLER_PASSWORD) {
    await upsertSeller(database.db, env.SELLER_EMAIL, env.SELLER_PASSWORD);
    log(`Seller account: ${env.SELLER_EMAIL} (password from SELLER_PASSWORD)`);
    return;
  }
  if (database.kind !== "pglite" || (await countSellers(database.db)) > 0) return;
  // A fresh embedded store with no configured seller gets a demo seller, announced once.
  const password = randomBytes(9).toString("base64url");
  await upsertSeller(database.db, DEMO_SELLER_EMAIL, password, "Demo seller");
  const file = join(dataDir, DEMO_SELLER_FILE);
  if (!existsSync(file)) {
    writeFileSync(
      file,
      `Seller login at /seller\nemail: ${DEMO_SELLER_EMAIL}\npassword: ${password}\n`,
      { mode: 0o600 },
    );
  }
  log(`Demo seller created: ${DEMO_SELLER_EMAIL} / ${password} (also saved in ${file})`);
}

async function migrateWithProgress(database: DatabaseHandle, log: (l: string) => void) {
  // An already migrated store is not migrated again: the count of applied migrations says so.
  const upToDate = await database.migrationsApplied();
  if (!upToDate) log("Migrations: applying...");
  const started = performance.now();
  if (!upToDate) await database.migrate();
  log(
    upToDate
      ? "Migrations: up to date."
      : `Migrations: applied in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** MEDIA_STORE: auto → the database with DATABASE_URL (shared by instances), else files. */
export function chooseMediaStore(
  env: Env,
  database: Pick<DatabaseHandle, "db" | "kind">,
  mediaDir: string,
): MediaStore {
  const kind =
    env.MEDIA_STORE === "auto"
      ? database.kind === "postgres"
        ? "database"
        : "files"
      : env.MEDIA_STORE;
  return kind === "database"
    ? createDatabaseMediaStore(database.db, mediaDir)
    : createFileMediaStore(mediaDir);
}

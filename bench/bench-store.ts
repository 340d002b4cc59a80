/**
 * A store for a bench, served from its own process so its CPU and memory are measured apart
 * from the client's: opens the database (PostgreSQL at `url`, else PGlite in `dataDir`), adds
 * the bench's seller, serves the app on a free port and sends `{ port }` to the parent.
 */
import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";

export interface BenchStoreOptions {
  dataDir: string;
  /** A PostgreSQL database; PGlite in dataDir/pglite when absent. */
  url?: string;
  seller: { email: string; password: string };
  /** Run the migrations first (a database the bench made itself may already have them). */
  migrate?: boolean;
}

export async function serveBenchStore(options: BenchStoreOptions) {
  const [
    { getRequestListener },
    { createApp },
    { openDatabase },
    { parseEnv },
    accounts,
    platforms,
  ] = await Promise.all([
    import("@hono/node-server"),
    import("../server/app"),
    import("../server/db/client"),
    import("../server/env"),
    import("../server/modules/accounts/accounts.service"),
    import("../server/platform/platform"),
  ]);
  const { dataDir, url, seller } = options;
  const handle = await openDatabase(url ? { url } : { pgliteDir: join(dataDir, "pglite") });
  if (options.migrate) await handle.migrate();
  await accounts.upsertSeller(handle.db, seller.email, seller.password);
  for (const dir of ["media", "images"]) mkdirSync(join(dataDir, dir), { recursive: true });
  const env = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const app = createApp({
    db: handle.db,
    env,
    mediaDir: join(dataDir, "media"),
    imagesDir: join(dataDir, "images"),
    platform: platforms.createPlatform(handle),
  });
  const server = createServer(getRequestListener(app.fetch));
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
  return { handle, server };
}

/** Opens the store the settings name (as the server would, without seeding) for a script. */
import { join, resolve } from "node:path";
import { mkdirSync } from "node:fs";
import { chooseMediaStore } from "../server/boot";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { parseEnv } from "../server/env";
import type { MediaStore } from "../server/platform/media-store";

export async function openStore(): Promise<{
  database: DatabaseHandle;
  media: MediaStore;
  mediaDir: string;
}> {
  const env = parseEnv();
  const dataDir = resolve(env.DATA_DIR);
  const mediaDir = join(dataDir, "media");
  mkdirSync(mediaDir, { recursive: true });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: join(dataDir, "pglite"),
  });
  await database.withStartupLock(() => database.migrate());
  return { database, media: chooseMediaStore(env, database, mediaDir), mediaDir };
}

/** Runs a script's main: a failure prints one line and exits 1. */
export function runScript(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}

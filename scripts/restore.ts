/**
 * `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` into the store
 * the settings name. The file is read and checked completely before anything is written,
 * and the rows go in in one transaction: a damaged or foreign file leaves the store as it
 * was. A store that holds anything is refused unless --force (which replaces its content).
 * `--env-file /etc/minimart/env` takes the store from the instances' env file, as backup does.
 */
import { readFileSync } from "node:fs";
import { BackupError, parseBackup, restoreBackup, storeIsEmpty } from "../server/db/backup";
import { settingsLine, takeEnvFileOption } from "../server/lib/env-file";
import { openStore, runScript } from "./store-cli";

runScript(async () => {
  const options = takeEnvFileOption(process.argv.slice(2).filter((a) => a !== "--"));
  const args = options.args;
  const file = args.find((a) => !a.startsWith("--"));
  const force = args.includes("--force");
  if (!file) throw new Error("Usage: npm run restore -- FILE [--force] [--env-file FILE]");
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new Error(`Cannot read ${file}.`);
  }
  const backup = parseBackup(bytes);
  // The file's settings win over the shell's, as EnvironmentFile= wins over Environment=.
  Object.assign(process.env, options.vars);
  const { database, media } = await openStore();
  if (options.envFile) console.log(settingsLine(options.envFile, process.env));
  try {
    const empty = await storeIsEmpty(database.db, media);
    if (!empty && !force)
      throw new BackupError(
        "The store is not empty: nothing was restored. Add --force to replace everything in it with the backup.",
      );
    await restoreBackup(database.db, media, backup, { replace: !empty });
    const total = [...backup.rows.values()].reduce((a, r) => a + r.length, 0);
    console.log(
      `Restored ${file} (made ${backup.createdAt}): ${total} rows, ${backup.media.length} images.`,
    );
  } finally {
    await database.close();
  }
});

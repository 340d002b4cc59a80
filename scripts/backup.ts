/**
 * `npm run backup -- FILE`: the whole store (database rows and images) into one file
 * (gzip'd JSON lines with a checksum). Works on the embedded store
 * (stop the store first: its files are locked while it runs) and on PostgreSQL (live).
 * `--env-file /etc/minimart/env` reads the instances' env file as systemd does, so the backup
 * is of the store they serve (its DATABASE_URL, DATA_DIR, MEDIA_STORE), whatever the shell has.
 */
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { createBackup } from "../server/db/backup";
import { settingsLine, takeEnvFileOption } from "../server/lib/env-file";
import { openStore, runScript } from "./store-cli";

runScript(async () => {
  const options = takeEnvFileOption(process.argv.slice(2).filter((a) => a !== "--"));
  const args = options.args;
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new Error("Usage: npm run backup -- FILE [--overwrite] [--env-file FILE]");
  if (existsSync(file) && !args.includes("--overwrite"))
    throw new Error(`${file} exists already; choose another name or add --overwrite.`);
  // The file's settings win over the shell's, as EnvironmentFile= wins over Environment=.
  Object.assign(process.env, options.vars);
  const { database, media } = await openStore();
  if (options.envFile) console.log(settingsLine(options.envFile, process.env));
  try {
    const { archive, rows, media: images } = await createBackup(database.db, media);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, archive);
    renameSync(tmp, file);
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written to ${file}: ${total} rows in ${Object.keys(rows).length} tables, ${images} images, ${archive.length} bytes.`,
    );
  } finally {
    await database.close();
  }
});

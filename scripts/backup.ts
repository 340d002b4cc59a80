/**
 * `npm run backup -- FILE`: the whole store (database rows and images) into one file
 * (gzip'd JSON lines with a checksum; docs/decisions/124). Works on the embedded store
 * (stop the store first: its files are locked while it runs) and on PostgreSQL (live).
 */
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { createBackup } from "../server/db/backup";
import { openStore, runScript } from "./store-cli";

runScript(async () => {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new Error("Usage: npm run backup -- FILE [--overwrite]");
  if (existsSync(file) && !args.includes("--overwrite"))
    throw new Error(`${file} exists already; choose another name or add --overwrite.`);
  const { database, media } = await openStore();
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

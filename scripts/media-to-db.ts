/**
 * `npm run media:to-db`: copies the images of a file media store (DATA_DIR/media) into the
 * database (media_blobs), so every instance can serve them; then set MEDIA_STORE=database
 * (the default with DATABASE_URL). Safe to run again: names already stored are skipped.
 * Files stay on disk (they act as this machine's cache) until you remove them.
 */
import { createDatabaseMediaStore, createFileMediaStore } from "../server/platform/media-store";
import { openStore, runScript } from "./store-cli";

runScript(async () => {
  const { database, mediaDir } = await openStore();
  try {
    const files = createFileMediaStore(mediaDir);
    const target = createDatabaseMediaStore(database.db);
    let copied = 0;
    let skipped = 0;
    for (const { name } of await files.list()) {
      if (await target.exists(name)) {
        skipped++;
        continue;
      }
      const data = await files.get(name);
      if (!data) continue;
      await target.put(name, data);
      copied++;
    }
    console.log(
      `Media in the database: ${copied} copied from ${mediaDir}, ${skipped} already there.`,
    );
  } finally {
    await database.close();
  }
});

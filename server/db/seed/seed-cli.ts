import { join, resolve } from "node:path";
import { openDatabase } from "../client";
import { parseEnv } from "../../env";
import { ensureSiteImages, seedDemoCatalogue } from "./seed";

// `npm run seed`: idempotent; adds the demo products that are missing and the site images.
const env = parseEnv();
const dataDir = resolve(env.DATA_DIR);
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: join(dataDir, "pglite") });
try {
  await database.migrate();
  await ensureSiteImages(join(dataDir, "images"), console.log);
  await seedDemoCatalogue(database.db, join(dataDir, "media"), console.log);
} finally {
  await database.close();
}

import { join, resolve } from "node:path";
import { openDatabase } from "./client";
import { parseEnv } from "../env";

// `npm run db:migrate`: applies the generated SQL migrations (the server also does this at start).
const env = parseEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  pgliteDir: join(resolve(env.DATA_DIR), "pglite"),
});
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}

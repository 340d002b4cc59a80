// `DATA_DIR=<dir> tsx tests/e2e/make-rider.ts <email> <password> <name>`: before a store starts
// on that folder, its embedded database gets a rider (the staff screen is not part of this
// journey). The store, started next, finds the database already migrated.
import { eq } from "drizzle-orm";
import { join, resolve } from "node:path";
import { openDatabase } from "../../server/db/client";
import { sellers } from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { upsertSeller } from "../../server/modules/accounts/accounts.service";

const [email, password, name] = process.argv.slice(2);
if (!email || !password || !name) throw new Error("usage: make-rider.ts <email> <password> <name>");
const env = parseEnv();
const database = await openDatabase({ pgliteDir: join(resolve(env.DATA_DIR), "pglite") });
try {
  await database.migrate();
  await upsertSeller(database.db, email, password, name);
  await database.db.update(sellers).set({ role: "rider" }).where(eq(sellers.email, email));
} finally {
  await database.close();
}

/**
 * A second instance of the store on the test's PostgreSQL database: its own connection pool,
 * platform (bus, LISTEN/NOTIFY) and app, as a second process behind the load balancer has.
 */
import { createApp } from "../app";
import { openDatabase } from "../db/client";
import { createPlatform } from "../platform/platform";
import type { TestContext } from "./harness";

export interface SecondInstance {
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

export async function openSecondInstance(t: TestContext): Promise<SecondInstance> {
  const other = await openDatabase({ url: t.databaseUrl });
  const platform = createPlatform(other);
  return {
    app: createApp({ ...t.deps, db: other.db, platform }),
    async close() {
      await platform.close();
      await other.close();
    },
  };
}

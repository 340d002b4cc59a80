import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_MESSAGES } from "@domain/staff-roles";
import { openDatabase } from "../../db/client";
import { sellers } from "../../db/schema";
import { PROJECT_ROOT } from "../../lib/project-root";

// `npm run seller:add -- <email> --role owner|staff|rider`, on a PGlite data folder of its own.

describe("npm run seller:add --role", () => {
  const tsx = join(PROJECT_ROOT, "node_modules/.bin/tsx");
  const script = join(PROJECT_ROOT, "scripts/seller-add.ts");
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "seller-add-role-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function run(args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((done) => {
      const env: Record<string, string | undefined> = {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: "error",
      };
      delete env.DATABASE_URL;
      const child = spawn(tsx, [script, ...args], { cwd: PROJECT_ROOT, env });
      let output = "";
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      child.on("close", (code) => done({ code, output }));
      child.stdin.on("error", () => {});
      child.stdin.end("role-pass-123\n");
    });
  }

  async function roleOf(email: string) {
    const database = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
    try {
      const [row] = await database.db.select().from(sellers).where(eq(sellers.email, email));
      return row?.role;
    } finally {
      await database.close();
    }
  }

  it("creates an owner by default; refuses an unknown role and demoting the last owner, changing nothing", async () => {
    const owner = await run(["boss@store.test"]);
    expect(owner.code, owner.output).toBe(0);
    expect(owner.output).toContain("Seller created: boss@store.test, owner");

    const unknown = await run(["x@store.test", "--role=manager"]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain(ROLE_MESSAGES.UNKNOWN_ROLE);
    expect(await roleOf("x@store.test")).toBeUndefined();

    const demote = await run(["boss@store.test", "--role", "staff"]);
    expect(demote.code).toBe(1);
    expect(demote.output).toContain(ROLE_MESSAGES.LAST_OWNER);
    expect(await roleOf("boss@store.test")).toBe("owner");
  }, 120_000);
});

import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { sellers, sessions } from "../../db/schema";
import { PROJECT_ROOT } from "../../lib/project-root";
import { verifyPassword } from "../../lib/passwords";

// scripts/seller-add.ts, run as `npm run seller:add` runs it, on a PGlite data folder of its own.

describe("npm run seller:add", () => {
  const tsx = join(PROJECT_ROOT, "node_modules/.bin/tsx");
  const script = join(PROJECT_ROOT, "scripts/seller-add.ts");
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "seller-add-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => {
    const e: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    };
    delete e.DATABASE_URL;
    return e;
  };

  function run(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
    return new Promise((done) => {
      const child = spawn(tsx, [script, ...args], { cwd: PROJECT_ROOT, env: env() });
      let output = "";
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      child.on("close", (code) => done({ code, output }));
      child.stdin.on("error", () => {}); // the script may exit before reading (a bad email)
      child.stdin.end(stdin);
    });
  }

  async function storedSeller(email: string) {
    const database = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
    try {
      const [row] = await database.db.select().from(sellers).where(eq(sellers.email, email));
      const sessionCount = row
        ? (await database.db.select().from(sessions).where(eq(sessions.sellerId, row.id))).length
        : 0;
      return { row, sessionCount };
    } finally {
      await database.close();
    }
  }

  it("creates a seller from a piped password, then sets a new one and signs them out; never prints it", async () => {
    const created = await run(["Staff@Store.Test", "--name", "Juan"], "piped-secret-1\n");
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain("Seller created: staff@store.test");
    expect(created.output).not.toContain("piped-secret-1");
    const { row } = await storedSeller("staff@store.test");
    expect(row?.name).toBe("Juan");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, "piped-secret-1")).toBe(true);

    // A live session, to see it end when the password changes.
    const database = await openDatabase({ pgliteDir: join(dataDir, "pglite") });
    await database.db.insert(sessions).values({
      tokenHash: "x".repeat(64),
      role: "seller",
      sellerId: row!.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await database.close();

    const updated = await run(["staff@store.test"], "piped-secret-2\r\nignored second line\n");
    expect(updated.code, updated.output).toBe(0);
    expect(updated.output).toContain("Seller updated: staff@store.test");
    expect(updated.output).not.toContain("piped-secret-2");
    const after = await storedSeller("staff@store.test");
    expect(after.row?.id).toBe(row?.id);
    expect(after.row?.name).toBe("Juan");
    expect(await verifyPassword(after.row!.passwordHash, "piped-secret-2")).toBe(true);
    expect(after.sessionCount).toBe(0);
  }, 120_000);

  it("refuses a short password, a bad email and no email, changing nothing", async () => {
    const short = await run(["short@store.test"], "1234567\n");
    expect(short.code).toBe(1);
    expect(short.output).toContain("at least 8 characters");
    const badEmail = await run(["not-an-email"], "long-enough-pw\n");
    expect(badEmail.code).toBe(1);
    expect(badEmail.output).toContain("Not a valid email address");
    const none = await run([], "");
    expect(none.code).toBe(1);
    expect(none.output).toContain("Usage: npm run seller:add");
    expect((await storedSeller("short@store.test")).row).toBeUndefined();
  }, 120_000);

  const python = spawnSync("python3", ["-c", "import pty"]).status === 0;
  it.skipIf(!python)(
    "asks twice on a terminal without echoing the password",
    async () => {
      // python's pty gives the script a real terminal; it types the password at each prompt.
      const driver = String.raw`
import os, pty, sys, time
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
out = b""
def pump(marker=None):
    global out
    while marker is None or marker not in out:
        try:
            chunk = os.read(fd, 1024)
        except OSError:
            return
        if not chunk:
            return
        out += chunk
for prompt in (b"Password for", b"Repeat"):
    pump(prompt)
    time.sleep(0.2)
    os.write(fd, os.environ["PW"].encode() + b"\r")
pump()
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode(errors="replace"))
sys.exit(os.waitstatus_to_exitcode(status))
`;
      const result = await new Promise<{ code: number | null; output: string }>((done) => {
        const child = spawn("python3", ["-c", driver, tsx, script, "tty@store.test"], {
          cwd: PROJECT_ROOT,
          env: { ...env(), PW: "typed-secret-77" },
        });
        let output = "";
        child.stdout.on("data", (d) => (output += d));
        child.stderr.on("data", (d) => (output += d));
        child.on("close", (code) => done({ code, output }));
      });
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain("Password for tty@store.test:");
      expect(result.output).toContain("Repeat the password:");
      expect(result.output).not.toContain("typed-secret-77");
      const { row } = await storedSeller("tty@store.test");
      expect(await verifyPassword(row!.passwordHash, "typed-secret-77")).toBe(true);
    },
    120_000,
  );
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { boot, DEMO_SELLER_EMAIL, DEMO_SELLER_FILE } from "./boot";
import { createApp } from "./app";
import { parseEnv } from "./env";

// Boot opens PGlite files under DATA_DIR (the default) with the demo catalogue switched off,
// so it stays fast; the seeding itself is covered by the seed tests and the e2e suite.
const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function bootWith(vars: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "minimart-boot-"));
  dirs.push(dir);
  const lines: string[] = [];
  const booted = await boot(parseEnv({ DATA_DIR: dir, SEED_DEMO: "false", ...vars }), (l) =>
    lines.push(l),
  );
  closers.push(() => booted.database.close());
  return { ...booted, dir, lines };
}

async function sellerLogin(
  deps: Awaited<ReturnType<typeof bootWith>>["deps"],
  email: string,
  password: string,
) {
  const app = createApp(deps);
  const res = await app.request("/api/seller/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

// Each case seeds a fresh store: seconds when idle, far more on a machine shared with a build.
describe("boot", { timeout: 120_000 }, () => {
  it("creates a demo seller once on a fresh embedded store, printing and saving its password", async () => {
    const { deps, dir, lines, database } = await bootWith({});
    expect(database.kind).toBe("pglite");
    const file = join(dir, DEMO_SELLER_FILE);
    expect(existsSync(file)).toBe(true);
    const password = /password: (\S+)/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
    expect(lines.some((l) => l.includes(DEMO_SELLER_EMAIL) && l.includes(password))).toBe(true);
    expect(await sellerLogin(deps, DEMO_SELLER_EMAIL, password)).toBe(200);
    expect(existsSync(join(dir, "pglite"))).toBe(true);
  });

  it("creates or updates the seller from SELLER_EMAIL and SELLER_PASSWORD", async () => {
    const { deps, dir } = await bootWith({
      SELLER_EMAIL: "Owner@Example.com",
      SELLER_PASSWORD: "first-password",
    });
    expect(existsSync(join(dir, DEMO_SELLER_FILE))).toBe(false);
    expect(await sellerLogin(deps, "owner@example.com", "first-password")).toBe(200);
    expect(await sellerLogin(deps, "owner@example.com", "wrong-password")).toBe(401);
  });
});

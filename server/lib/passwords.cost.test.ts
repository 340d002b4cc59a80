import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { PROJECT_ROOT } from "./project-root";
import {
  hashPassword,
  passwordHashOptions,
  PRODUCTION_PASSWORD_OPTIONS,
  TEST_PASSWORD_OPTIONS,
  lowerPasswordCostForTests,
  restoreProductionPasswordCost,
  verifyPassword,
} from "./passwords";

const PRODUCTION_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe("password hashing cost", () => {
  afterAll(() => lowerPasswordCostForTests());

  it("is OWASP's argon2id baseline for the store: 19 MiB, 2 passes, 1 lane", async () => {
    expect(PRODUCTION_PASSWORD_OPTIONS).toEqual({
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    // A fresh copy of the module, as the store loads it: no test setting applied.
    vi.resetModules();
    const fresh = await import("./passwords");
    expect(fresh.passwordHashOptions()).toEqual(PRODUCTION_PASSWORD_OPTIONS);
    const hashed = await fresh.hashPassword("correct horse");
    expect(hashed).toMatch(PRODUCTION_HASH);
    expect(await fresh.verifyPassword(hashed, "correct horse")).toBe(true);
    expect(await fresh.verifyPassword(hashed, "wrong horse")).toBe(false);
  });

  it("is the cheap test cost in the API suite, and hashes of either cost verify", async () => {
    expect(passwordHashOptions()).toEqual(TEST_PASSWORD_OPTIONS);
    const cheap = await hashPassword("secret123");
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);

    restoreProductionPasswordCost();
    const full = await hashPassword("secret123");
    expect(full).toMatch(PRODUCTION_HASH);
    // The cost travels in the hash: accounts made under either setting still log in.
    expect(await verifyPassword(cheap, "secret123")).toBe(true);
    expect(await verifyPassword(full, "secret123")).toBe(true);
  });

  it("cannot be lowered with NODE_ENV=production", () => {
    restoreProductionPasswordCost();
    expect(() => lowerPasswordCostForTests({ NODE_ENV: "production" })).toThrow(
      "The test password cost cannot be used with NODE_ENV=production",
    );
    expect(passwordHashOptions()).toEqual(PRODUCTION_PASSWORD_OPTIONS);
  });

  it("is lowered only by the test set-up, never by the store's own code", () => {
    const callers: string[] = [];
    for (const dir of ["server", "scripts", "app", "domain"]) {
      for (const f of readdirSync(join(PROJECT_ROOT, dir), { recursive: true, encoding: "utf8" })) {
        if (!/\.tsx?$/.test(f) || /\.test\.tsx?$/.test(f)) continue;
        const path = join(PROJECT_ROOT, dir, f);
        if (readFileSync(path, "utf8").includes("lowerPasswordCostForTests(")) {
          callers.push(relative(PROJECT_ROOT, path));
        }
      }
    }
    expect(callers.sort()).toEqual(["server/lib/passwords.ts", "server/test/setup-api.ts"]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const UNIT_DIRS = ["domain", "app", "server/db/seed"];

/**
 * Unit test files that replace a module with vi.mock. Without isolation a worker keeps its
 * module cache and its mocks from one file to the next, so these run in a fresh module
 * registry each; every other unit file shares one (their stubbed globals and fake timers are
 * restored in afterEach).
 */
const mockingFiles = (dirs: string[]) =>
  dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => join(dir, f))
      .filter((f) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(ROOT, f), "utf8"))),
  );
const MOCKING_UNIT_FILES = mockingFiles(UNIT_DIRS);
/** The same for the API suite, whose other files share a worker's modules too. */
const MOCKING_API_FILES = mockingFiles(["server"]).filter((f) => !f.startsWith("server/db/seed"));

/**
 * The API tests that build a large data set (100,000 products, 10,000 orders, 500 photos): they
 * measure plans and paging at size, which one database answers for; `npm test` runs them once,
 * on PostgreSQL when it is there (scripts/test-all.ts).
 */
export const SCALE_TESTS = [
  "server/modules/catalog/catalog.plans.test.ts",
  "server/modules/order-desk/order-desk.test.ts",
  "server/modules/product-import/bulk-import-scale.test.ts",
];

const apiTest = {
  environment: "node" as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file clones the migrated database this makes once per run.
  globalSetup: ["server/test/template-database.ts"],
  setupFiles: ["server/test/setup-api.ts"],
  // Each file gets its own database; two workers fit this 2-core machine.
  maxWorkers: 2,
  // Every file builds its own app on its own database (server/test/harness.ts) and restores
  // what it spies on, so a worker's modules are loaded once for all its files rather than once
  // per file (which was 40 % of the suite's CPU); files that replace a module run apart.
  isolate: false,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: UNIT_DIRS.map((d) => `${d}/**/*.test.{ts,tsx}`),
          exclude: MOCKING_UNIT_FILES,
          environment: "node",
          pool: "threads",
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-isolated",
          include: MOCKING_UNIT_FILES,
          environment: "node",
          pool: "threads",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          exclude: ["server/db/seed/**", ...SCALE_TESTS, ...MOCKING_API_FILES],
          ...apiTest,
        },
      },
      {
        resolve: { alias },
        test: { name: "api-isolated", include: MOCKING_API_FILES, ...apiTest, isolate: true },
      },
      {
        resolve: { alias },
        test: { name: "api-scale", include: SCALE_TESTS, ...apiTest },
      },
      {
        resolve: { alias },
        test: {
          // 3 built instances behind nginx on PostgreSQL, one file whose steps share them.
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          maxWorkers: 1,
          testTimeout: 5 * 60_000,
          // The first start migrates and seeds the demo catalogue with its images.
          hookTimeout: 20 * 60_000,
        },
      },
    ],
  },
});

/**
 * `npm test`: every kind of test, in order — unit, API on PGlite, API on PostgreSQL (when
 * TEST_DATABASE_URL is set), the API scale tests once (on PostgreSQL when it is set, else on
 * PGlite), end-to-end in Chromium, the cluster test (when TEST_DATABASE_URL is set) — then
 * each suite's counts and time, and one closing line:
 *   tests: N passed, N failed
 * Exits non-zero when anything failed or a suite could not run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { liveStoreRefusal, liveStoresIn } from "./live-store";

interface Suite {
  name: string;
  command: string[];
  env?: Record<string, string | undefined>;
  report: string;
  kind: "vitest" | "playwright";
}

// The e2e suite rebuilds build/ in place: never under a store serving from it.
const live = liveStoresIn(process.cwd());
if (live.length > 0) {
  console.error(liveStoreRefusal(live));
  console.log("tests: 0 passed, 0 failed");
  process.exit(1);
}

const REPORTS = "reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const vitest = (projects: string[], report: string) => [
  "npx",
  "vitest",
  "run",
  ...projects.flatMap((p) => ["--project", p]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

const pgUrl = process.env.TEST_DATABASE_URL;
const suites: Suite[] = [
  {
    name: "unit",
    command: vitest(["unit", "unit-isolated"], `${REPORTS}/unit.json`),
    report: `${REPORTS}/unit.json`,
    kind: "vitest",
  },
  {
    name: "api (PGlite)",
    command: vitest(["api", "api-isolated"], `${REPORTS}/api-pglite.json`),
    env: { TEST_DATABASE_URL: "" },
    report: `${REPORTS}/api-pglite.json`,
    kind: "vitest",
  },
];
if (pgUrl) {
  suites.push({
    name: "api (PostgreSQL)",
    command: vitest(["api", "api-isolated"], `${REPORTS}/api-postgres.json`),
    env: { TEST_DATABASE_URL: pgUrl },
    report: `${REPORTS}/api-postgres.json`,
    kind: "vitest",
  });
}
// 100,000 products, 10,000 orders, 500 photos: once, on the database the store runs at size.
suites.push({
  name: `api scale (${pgUrl ? "PostgreSQL" : "PGlite"})`,
  command: vitest(["api-scale"], `${REPORTS}/api-scale.json`),
  env: { TEST_DATABASE_URL: pgUrl ?? "" },
  report: `${REPORTS}/api-scale.json`,
  kind: "vitest",
});
suites.push({
  name: "e2e (Chromium)",
  command: ["npm", "run", "-s", "test:e2e"],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
  report: `${REPORTS}/e2e.json`,
  kind: "playwright",
});

// The cluster test (3 instances behind nginx on PostgreSQL) needs the build the e2e suite made.
if (pgUrl) {
  suites.push({
    name: "cluster (nginx + 3 instances)",
    command: vitest(["cluster"], `${REPORTS}/cluster.json`),
    env: { TEST_DATABASE_URL: pgUrl },
    report: `${REPORTS}/cluster.json`,
    kind: "vitest",
  });
}

function counts(suite: Suite): { passed: number; failed: number } | null {
  if (!existsSync(suite.report)) return null;
  const data = JSON.parse(readFileSync(suite.report, "utf8"));
  if (suite.kind === "vitest") {
    return {
      passed: data.numPassedTests ?? 0,
      failed:
        (data.numFailedTests ?? 0) +
        (data.numFailedTestSuites && !data.numFailedTests ? data.numFailedTestSuites : 0),
    };
  }
  const s = data.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * CPU seconds used so far by this process's finished children and everything they waited for
 * (Linux; null elsewhere). On a shared machine the wall time says how busy the others were; the
 * CPU time says what a suite costs. A store or browser that outlives its parent is not counted.
 */
function childCpuSeconds(): number | null {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the name: state is field 3, cutime and cstime are 16 and 17 (clock ticks, 100 a second).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let broken = false;
const lines: string[] = [];
const allStarted = performance.now();
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  const result = spawnSync(suite.command[0] as string, suite.command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, ...suite.env },
  });
  const cpuAfter = childCpuSeconds();
  const took =
    cpuBefore === null || cpuAfter === null
      ? seconds(started)
      : `${seconds(started)} (CPU ${(cpuAfter - cpuBefore).toFixed(0)} s)`;
  const c = counts(suite);
  if (!c) {
    broken = true;
    lines.push(`${suite.name}: no report (exit ${result.status}) in ${took}`);
    continue;
  }
  if (result.status !== 0 && c.failed === 0) broken = true;
  passed += c.passed;
  failed += c.failed;
  lines.push(`${suite.name}: ${c.passed} passed, ${c.failed} failed in ${took}`);
}

console.log("\n=== summary ===");
for (const line of lines) console.log(line);
console.log(`all suites: ${seconds(allStarted)}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);

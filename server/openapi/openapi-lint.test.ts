import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../lib/project-root";
import { createTestContext, DB_KIND, type TestContext } from "../test/harness";

const run = promisify(execFile);

/** The lint warnings the document keeps on purpose (the store publishes no licence). */
const ACCEPTED_WARNINGS = ["info-license"];

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/**
 * Redocly's recommended rules over the document the store serves, as a client generator or a
 * reviewer would run them. Its telemetry and update check are off: the test sends nothing out.
 */
async function lint(documentJson: string): Promise<LintReport> {
  const dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
  try {
    const file = join(dir, "openapi.json");
    writeFileSync(file, documentJson);
    const cli = join(PROJECT_ROOT, "node_modules/@redocly/cli/bin/cli.js");
    const result = await run(process.execPath, [cli, "lint", file, "--format=json"], {
      cwd: dir,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: "off",
        REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
        REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
      },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    return JSON.parse(result.stdout) as LintReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe(`redocly lint of /api/openapi.json (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { PUBLIC_URL: "https://shop.example.ph" } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("finds no errors, and no warnings but those accepted", async () => {
    const res = await t.request("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    const report = await lint(await res.text());
    const summary = report.problems.map(
      (p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(report.totals.errors, summary.join("\n")).toBe(0);
    const warnings = report.problems.filter((p) => p.severity === "warn").map((p) => p.ruleId);
    expect(
      warnings.filter((w) => !ACCEPTED_WARNINGS.includes(w)),
      summary.join("\n"),
    ).toEqual([]);
  }, 60_000);

  it("would catch a public call without `security: []` (the rule is live)", async () => {
    const res = await t.request("GET", "/api/openapi.json");
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    delete doc.paths["/api/product/list"]!.get!.security;
    const report = await lint(JSON.stringify(doc));
    expect(report.totals.errors).toBe(1);
    expect(report.problems.find((p) => p.severity === "error")?.ruleId).toBe("security-defined");
  }, 60_000);
});

/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn, each in its own process so one
 * case's memory and caches do not colour the next, and prints what each reports.
 *
 *   npm run bench                      every case
 *   npm run bench -- catalog orders    only the cases whose file name contains a word
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../server/lib/project-root";

const dir = join(PROJECT_ROOT, "bench");
const only = process.argv.slice(2);
const cases = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
  .sort();

let failed = 0;
for (const file of cases) {
  console.log(`\n##### ${file}`);
  const started = Date.now();
  const result = spawnSync("npx", ["tsx", join(dir, file)], { stdio: "inherit", env: process.env });
  console.log(
    `##### ${file}: ${result.status === 0 ? "done" : `FAILED (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);

/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn, each in its own process so one
 * case's memory and caches do not colour the next, and prints what each reports.
 *
 *   npm run bench                      every case
 *   npm run bench -- catalog orders    only the cases whose file name contains a word
 *   npm run bench -- first-load --baseline 59fd63b
 *                                      options from the first `--` word on go to the cases
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../server/lib/project-root";

const dir = join(PROJECT_ROOT, "bench");
const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith("--"));
const only = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const cases = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
  .sort();

let failed = 0;
for (const file of cases) {
  console.log(`\n##### ${file}`);
  const started = Date.now();
  const result = spawnSync("npx", ["tsx", join(dir, file), ...options], {
    stdio: "inherit",
    env: process.env,
  });
  console.log(
    `##### ${file}: ${result.status === 0 ? "done" : `FAILED (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);

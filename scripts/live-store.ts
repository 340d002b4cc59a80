/**
 * Finds stores running from a folder's build (`node build/main.js` started there, or with
 * that path). `npm test` rebuilds build/ in place: under a live store that swaps the pages'
 * scripts and the server bundle beneath it, so the test runner refuses while one runs.
 * Linux only (/proc); elsewhere nothing is found.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join, resolve } from "node:path";

export interface LiveStore {
  pid: number;
  command: string;
}

export function liveStoresIn(root: string): LiveStore[] {
  if (!existsSync("/proc")) return [];
  const target = join(resolve(root), "build", "main.js");
  const found: LiveStore[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let args: string[];
    let cwd: string;
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      continue; // gone, or not ours to read
    }
    // The program itself must be node: a shell or editor naming the file is not a store.
    if (!/(^|\/)node$/.test(args[0] ?? "")) continue;
    if (args.slice(1).some((a) => a.endsWith("main.js") && resolve(cwd, a) === target))
      found.push({ pid, command: args.join(" ") });
  }
  return found;
}

/** The refusal `npm test` prints, naming the processes. */
export function liveStoreRefusal(stores: LiveStore[]): string {
  return [
    `A store is running from this folder's build/ (${stores.map((s) => `pid ${s.pid}`).join(", ")}).`,
    "npm test rebuilds build/ in place, under it. Stop it, or run the tests in another copy of the project.",
  ].join("\n");
}

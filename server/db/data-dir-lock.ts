import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * When a process started (Linux: /proc/<pid>/stat field 22, clock ticks since boot), so a
 * recycled pid is told apart from the process that wrote the lock. null where unknown.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function processCommand(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return null;
  }
}

interface LockOwner {
  pid: number;
  started: string | null;
}

function parseLock(text: string): LockOwner | null {
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner> | number;
    if (typeof parsed === "number") return { pid: parsed, started: null }; // an older store's lock
    if (typeof parsed.pid === "number") return { pid: parsed.pid, started: parsed.started ?? null };
  } catch {
    return null;
  }
  return null;
}

/**
 * Whether the lock's writer still runs: the pid is alive and, where /proc tells, it is the same
 * process (same start time) or, for an older lock without one, a Node process. A pid reused by
 * an unrelated program (after a crash and a reboot, say) does not block the start.
 */
export function lockHolderAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !processAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  if (owner.started && started) return owner.started === started;
  const command = processCommand(owner.pid);
  if (command !== null) return /\bnode|tsx|vitest/.test(command);
  return true;
}

/**
 * PGlite is a database in this process: a second process opening the same files (a script
 * while the store runs) would corrupt them. A lock file naming our pid and start time keeps it
 * to one; a lock left by a process that no longer exists, or whose pid now belongs to another
 * program, is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, "..", `${basename(dir)}.lock`);
  const mine = JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, mine, { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = parseLock(readFileSync(lockFile, "utf8").trim());
      if (owner && owner.pid > 0 && lockHolderAlive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner.pid}. Stop the store first (or use DATABASE_URL).`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}

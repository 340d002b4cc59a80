import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { openDatabase } from "./client";
import { lockDataDir, processStartTime } from "./data-dir-lock";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("embedded database lock", () => {
  it("refuses a second opener while the first is open, and frees the lock on close", async () => {
    const dir = mkdtempSync(join(tmpdir(), "minimart-lock-"));
    dirs.push(dir);
    const pgliteDir = join(dir, "pglite");
    const first = await openDatabase({ pgliteDir });
    // Pretend another live process holds it: our parent process is alive.
    writeFileSync(join(dir, "pglite.lock"), String(process.ppid));
    await expect(openDatabase({ pgliteDir })).rejects.toThrow(/is in use by process/);
    writeFileSync(join(dir, "pglite.lock"), String(process.pid));
    await first.close();
    const again = await openDatabase({ pgliteDir });
    await again.close();
    // Two embedded databases opened and migrated one after the other: room for a busy machine.
  }, 90_000);

  it("takes over a lock left by a process that is gone", async () => {
    const dir = mkdtempSync(join(tmpdir(), "minimart-lock-"));
    dirs.push(dir);
    writeFileSync(join(dir, "pglite.lock"), "999999999");
    const db = await openDatabase({ pgliteDir: join(dir, "pglite") });
    await db.close();
  });

  it("is not blocked by a stale lock whose pid now belongs to an unrelated live process", async () => {
    const dir = mkdtempSync(join(tmpdir(), "minimart-lock-"));
    dirs.push(dir);
    const stranger = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const pid = stranger.pid!;
      // An older store's lock (a bare pid) naming a program that is not the store.
      writeFileSync(join(dir, "pglite.lock"), String(pid));
      lockDataDir(join(dir, "pglite"))();
      // A lock whose recorded start time differs from the live process now holding that pid.
      writeFileSync(join(dir, "pglite.lock"), JSON.stringify({ pid, started: "1" }));
      lockDataDir(join(dir, "pglite"))();
    } finally {
      stranger.kill();
    }
  });

  it("still refuses when the lock names a live process with its own start time", () => {
    const dir = mkdtempSync(join(tmpdir(), "minimart-lock-"));
    dirs.push(dir);
    const holder = process.ppid;
    writeFileSync(
      join(dir, "pglite.lock"),
      JSON.stringify({ pid: holder, started: processStartTime(holder) }),
    );
    expect(() => lockDataDir(join(dir, "pglite"))).toThrow(/is in use by process/);
  });
});

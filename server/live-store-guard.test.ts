import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveStoreRefusal, liveStoresIn } from "../scripts/live-store";

// `npm test` rebuilds build/ in place; it refuses to while a store runs from that build.

describe("a store running from a folder's build", () => {
  const root = mkdtempSync(join(tmpdir(), "minimart-live-"));
  const other = mkdtempSync(join(tmpdir(), "minimart-other-"));
  const children: ChildProcess[] = [];

  /** `node build/main.js` started in `cwd` (a stand-in that only waits). */
  function startStore(cwd: string, arg = "build/main.js"): ChildProcess {
    mkdirSync(join(cwd, "build"), { recursive: true });
    writeFileSync(join(cwd, "build", "main.js"), "setInterval(() => {}, 1000);\n");
    const child = spawn(process.execPath, [arg], { cwd, stdio: "ignore" });
    children.push(child);
    return child;
  }

  let here: ChildProcess;
  let absolute: ChildProcess;
  let elsewhere: ChildProcess;
  beforeAll(async () => {
    here = startStore(root);
    absolute = startStore(other, join(root, "build", "main.js"));
    elsewhere = startStore(other);
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
    rmSync(other, { recursive: true, force: true });
  });

  it.runIf(process.platform === "linux")(
    "finds the stores running this folder's build, by relative or absolute path, and no other",
    () => {
      const pids = liveStoresIn(root).map((s) => s.pid);
      expect(pids.sort()).toEqual([here.pid, absolute.pid].sort());
      expect(pids).not.toContain(elsewhere.pid);
      expect(liveStoresIn(other).map((s) => s.pid)).toEqual([elsewhere.pid]);
    },
  );

  it.runIf(process.platform === "linux")("finds nothing once they have stopped", async () => {
    const gone = new Promise((r) => here.once("exit", r));
    here.kill("SIGTERM");
    await gone;
    expect(liveStoresIn(root).map((s) => s.pid)).toEqual([absolute.pid]);
  });

  it("says what runs and what to do", () => {
    expect(
      liveStoreRefusal([
        { pid: 41, command: "node build/main.js" },
        { pid: 42, command: "node build/main.js" },
      ]),
    ).toBe(
      "A store is running from this folder's build/ (pid 41, pid 42).\n" +
        "npm test rebuilds build/ in place, under it. Stop it, or run the tests in another copy of the project.",
    );
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { createTestContext, DB_KIND, type TestContext } from "../test/harness";
import { mediaGuardFor, mediaGuardOf } from "./media-guard";

const A = "/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp";
const B = "/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`media guard (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it("is the platform's guard, shared across instances only on PostgreSQL", () => {
    expect(mediaGuardOf(t.db)).toBe(t.deps.platform.media);
    expect(t.deps.platform.media.acrossInstances).toBe(DB_KIND === "postgres");
  });

  it("counts pins: a URL pinned twice stays pinned until unpinned twice", async () => {
    const guard = t.deps.platform.media;
    await guard.pin(A);
    await guard.pin(A);
    await guard.pin(B);
    expect(await guard.pinned([A, B, "/media/cccccccccccccccccccccccccccccccc.webp"])).toEqual(
      new Set([A, B]),
    );
    await guard.unpin([A, B]);
    expect(await guard.pinned([A, B])).toEqual(new Set([A]));
    await guard.unpin([A]);
    expect(await guard.pinned([A, B])).toEqual(new Set());
  });

  it("lets one holder of the lock run at a time, in turn, and goes on after one that failed", async () => {
    const guard = t.deps.platform.media;
    const events: string[] = [];
    const hold = (name: string, ms: number, fail = false) =>
      guard.withLock(async () => {
        events.push(`${name} in`);
        await sleep(ms);
        events.push(`${name} out`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const runs = [hold("one", 60, true), hold("two", 10), hold("three", 1)];
    const settled = await Promise.allSettled(runs);
    expect(settled.map((s) => s.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(events).toEqual(["one in", "one out", "two in", "two out", "three in", "three out"]);
  });

  it.runIf(DB_KIND === "postgres")(
    "shares the lock and the pins with another instance, and a killed instance's pins go with it",
    async () => {
      const other = await openDatabase({ url: t.databaseUrl, applicationName: "minimart:doomed" });
      try {
        const theirs = mediaGuardFor(other);
        const ours = t.deps.platform.media;
        expect(theirs).not.toBe(ours);

        // Their lock keeps ours waiting until they are done.
        const events: string[] = [];
        let done!: () => void;
        const holding = theirs.withLock(async () => {
          events.push("theirs in");
          await new Promise<void>((r) => (done = r));
          events.push("theirs out");
        });
        await sleep(100);
        const waiting = ours.withLock(async () => {
          events.push("ours in");
        });
        await sleep(200);
        expect(events).toEqual(["theirs in"]);
        done();
        await Promise.all([holding, waiting]);
        expect(events).toEqual(["theirs in", "theirs out", "ours in"]);

        // Their pins are ours to respect.
        await theirs.pin(A);
        expect(await ours.pinned([A, B])).toEqual(new Set([A]));
        await theirs.unpin([A]);
        expect(await ours.pinned([A, B])).toEqual(new Set());

        // Killed mid-import: its connections drop, and so do its pins.
        await theirs.pin(B);
        expect(await ours.pinned([B])).toEqual(new Set([B]));
        await t.db.execute(sql`
          SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'minimart:doomed'`);
        let left = new Set<string>([B]);
        for (let i = 0; i < 50 && left.size > 0; i++) {
          await sleep(20);
          left = await ours.pinned([B]);
        }
        expect(left).toEqual(new Set());
      } finally {
        await other.close().catch(() => {});
      }
    },
    30_000,
  );
});

import { describe, expect, it } from "vitest";
import { createLatestSender } from "./latest-sender";

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("createLatestSender", () => {
  it("sends at once when idle", async () => {
    const sent: number[] = [];
    const sender = createLatestSender(async (v: number) => {
      sent.push(v);
    });
    sender.push(1);
    await tick();
    expect(sent).toEqual([1]);
    expect(sender.busy).toBe(false);
  });

  it("keeps only the newest value while a send is in flight", async () => {
    const sent: number[] = [];
    const gates: ReturnType<typeof deferred>[] = [];
    const sender = createLatestSender((v: number) => {
      sent.push(v);
      const gate = deferred();
      gates.push(gate);
      return gate.promise;
    });
    sender.push(1);
    sender.push(2);
    sender.push(3);
    expect(sent).toEqual([1]);
    gates[0]!.resolve();
    await tick();
    expect(sent).toEqual([1, 3]);
    gates[1]!.resolve();
    await tick();
    expect(sent).toEqual([1, 3]);
    expect(sender.busy).toBe(false);
  });

  it("carries on after a failed send", async () => {
    const sent: number[] = [];
    let fail = true;
    const sender = createLatestSender(async (v: number) => {
      sent.push(v);
      if (fail) {
        fail = false;
        throw new Error("offline");
      }
    });
    sender.push(1);
    await tick();
    sender.push(2);
    await tick();
    expect(sent).toEqual([1, 2]);
  });
});

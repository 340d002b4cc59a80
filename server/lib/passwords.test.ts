import { expect, it, vi } from "vitest";

// Counts the costly argon2 calls instead of timing them (timings on a shared host are noise).
const calls = vi.hoisted(() => ({ hash: 0, verify: 0 }));
vi.mock("@node-rs/argon2", () => ({
  hash: async () => {
    calls.hash++;
    return "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g";
  },
  verify: async () => {
    calls.verify++;
    return false;
  },
}));

// The suite's set-up file loaded ./passwords with the real argon2: load it afresh, mocked.
vi.resetModules();
const { verifyAgainstDummy, warmUpPasswordChecks } = await import("./passwords");

it("after the start-up warm-up, a login for an unknown email costs one check, like a wrong password", async () => {
  await warmUpPasswordChecks();
  expect(calls).toEqual({ hash: 1, verify: 0 });
  await verifyAgainstDummy("first-unknown-email-attempt");
  await verifyAgainstDummy("second-attempt");
  expect(calls).toEqual({ hash: 1, verify: 2 });
});

import { describe, expect, it } from "vitest";
import { connectivityBanner } from "./connectivity-status";

describe("connectivityBanner (SPEC §2.1)", () => {
  it("says the browser is offline first of all", () => {
    expect(
      connectivityBanner({ browserOnline: false, server: "reachable", firstCheckSlow: false })
        ?.text,
    ).toBe("No Internet Connection");
  });
  it("reports an unreachable backend", () => {
    expect(
      connectivityBanner({ browserOnline: true, server: "unreachable", firstCheckSlow: false })
        ?.text,
    ).toBe("Server Connection Issues - Some features may not work");
  });
  it("says it is connecting while a slow first check runs", () => {
    expect(
      connectivityBanner({ browserOnline: true, server: "unknown", firstCheckSlow: true })?.text,
    ).toBe("Connecting to server...");
    expect(
      connectivityBanner({ browserOnline: true, server: "unknown", firstCheckSlow: false }),
    ).toBeNull();
  });
  it("hides when online and reachable", () => {
    expect(
      connectivityBanner({ browserOnline: true, server: "reachable", firstCheckSlow: true }),
    ).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { loginRedirectHref, readLoginRequest } from "./login-request";

describe("login request in the URL", () => {
  it("round-trips a same-site path", () => {
    const href = loginRedirectHref("/add-address");
    expect(href).toBe("/cart?login=%2Fadd-address");
    expect(readLoginRequest(new URL(href, "http://x").searchParams)).toBe("/add-address");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", ""]) {
      expect(readLoginRequest(new URLSearchParams({ login: bad }))).toBeNull();
    }
    expect(readLoginRequest(new URLSearchParams())).toBeNull();
  });
});

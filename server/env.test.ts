import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("environment", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      SEED_DEMO: true,
      COOKIE_SECURE: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SELLER_EMAIL).toBeUndefined();
  });

  it("reads PORT, DATA_DIR, DATABASE_URL and the seller account", () => {
    const env = parseEnv({
      PORT: "8080",
      DATA_DIR: "/srv/store",
      DATABASE_URL: "postgres://u:p@db:5432/store",
      SELLER_EMAIL: "owner@example.com",
      SELLER_PASSWORD: "long-enough",
      SEED_DEMO: "false",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: "/srv/store",
      DATABASE_URL: "postgres://u:p@db:5432/store",
      SELLER_EMAIL: "owner@example.com",
      SELLER_PASSWORD: "long-enough",
      SEED_DEMO: false,
    });
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SELLER_EMAIL: "", SELLER_PASSWORD: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SELLER_EMAIL).toBeUndefined();
    expect(env.SELLER_PASSWORD).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must be a postgres:// or postgresql:// URL"],
    [{ SELLER_EMAIL: "not-an-email", SELLER_PASSWORD: "long-enough" }, "SELLER_EMAIL"],
    [{ SELLER_EMAIL: "owner@example.com", SELLER_PASSWORD: "short" }, "SELLER_PASSWORD"],
    [{ SELLER_EMAIL: "owner@example.com" }, "SELLER_PASSWORD is required when SELLER_EMAIL is set"],
  ])("refuses %j with a message naming the variable", (source, expected) => {
    expect(() => parseEnv(source)).toThrow(expected);
  });
});

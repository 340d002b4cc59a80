import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@domain/messages";
import { users } from "../../db/schema";
import { USER_COOKIE, XSRF_COOKIE } from "../../http/auth";
import { expectDbUnchanged } from "../../test/db-snapshot";
import {
  cookieFrom,
  createTestContext,
  DB_KIND,
  registerCustomer,
  type TestContext,
} from "../../test/harness";
import { expectRefused } from "../../test/shopper";
import type { UserBody } from "../../test/api-bodies";

describe(`/api/user: register and login (${DB_KIND})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  const setCookieLine = (res: Response, name: string) =>
    res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`)) ?? "";

  describe("POST /api/user/register", () => {
    it("creates the account, answers user, token and the welcome message, and sets the session cookie", async () => {
      const res = await t.call<UserBody>("POST", "/api/user/register", {
        json: { name: " Rosa Reyes ", email: " Rosa@Example.COM ", password: "secret123" },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        user: {
          _id: expect.any(String),
          name: "Rosa Reyes",
          email: "rosa@example.com",
          cartItems: {},
        },
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        message: MESSAGES.REGISTER_SUCCESS,
      });
      expect(cookieFrom(res.res, USER_COOKIE)).toBe(res.body.token);
      expect(setCookieLine(res.res, USER_COOKIE)).toMatch(/HttpOnly/i);
      expect(setCookieLine(res.res, USER_COOKIE)).toMatch(/SameSite=Lax/i);
      expect(setCookieLine(res.res, XSRF_COOKIE)).not.toMatch(/HttpOnly/i);
      const [row] = await t.db.select().from(users).where(eq(users.email, "rosa@example.com"));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it("refuses an email already registered, whatever its case, and changes nothing", async () => {
      await registerCustomer(t, { email: "taken@example.com" });
      await expectDbUnchanged(t.db, async () => {
        const res = await t.call<UserBody>("POST", "/api/user/register", {
          json: { name: "Other", email: "TAKEN@example.com", password: "secret123" },
        });
        expectRefused(res, 409);
        expect(res.body.message).toBe(
          "An account with this email already exists. Please log in instead.",
        );
      });
    });

    it.each([
      ["non-JSON text", "name=a", "Request body must be valid JSON"],
      ["an empty object", {}, "name: Name is required"],
      ["no email", { name: "A", password: "secret123" }, "email: Email is required"],
      [
        "an invalid email",
        { name: "A", email: "not-an-email", password: "secret123" },
        "email: Please enter a valid email address",
      ],
      ["no password", { name: "A", email: "a@example.com" }, "password: Password is required"],
      [
        "a 5-character password",
        { name: "A", email: "a@example.com", password: "12345" },
        "password: Password must be at least 6 characters",
      ],
      [
        "a 257-character password",
        { name: "A", email: "a@example.com", password: "p".repeat(257) },
        "password: Password is too long",
      ],
      [
        "a blank name",
        { name: "  ", email: "a@example.com", password: "secret123" },
        "name: Name is required",
      ],
      [
        "a 101-character name",
        { name: "n".repeat(101), email: "a@example.com", password: "secret123" },
        "name: Name must be at most 100 characters",
      ],
      [
        "a number for a name",
        { name: 5, email: "a@example.com", password: "secret123" },
        "name: Name is required",
      ],
      [
        "a body over 64 KB",
        { name: "A", email: "a@example.com", password: "secret123", pad: "x".repeat(70_000) },
        "Request body is too large",
      ],
    ])("refuses %s with a 4xx and a message", async (_name, json, message) => {
      await expectDbUnchanged(t.db, async () => {
        const res = await t.call<UserBody>("POST", "/api/user/register", {
          json: typeof json === "string" ? json : JSON.stringify(json),
        });
        expectRefused(res);
        expect(res.body.message).toBe(message);
      });
    });
  });

  describe("POST /api/user/login", () => {
    it("logs in (email in any case), answers token and the welcome-back message, and sets the cookie", async () => {
      const c = await registerCustomer(t, { email: "login@example.com", password: "pass-word-1" });
      const res = await t.call<UserBody>("POST", "/api/user/login", {
        json: { email: "LOGIN@example.com", password: "pass-word-1" },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        token: expect.any(String),
        message: "Welcome back! Login successful!",
      });
      expect(res.body.token).not.toBe(c.token);
      expect(cookieFrom(res.res, USER_COOKIE)).toBe(res.body.token);
      // Both sessions are alive: logging in elsewhere does not log this device out.
      for (const token of [c.token, res.body.token])
        expect((await t.call("GET", "/api/user/is-auth", { token })).status).toBe(200);
    });

    it("answers a wrong password and an unknown email identically", async () => {
      await registerCustomer(t, { email: "exists@example.com", password: "right-pass" });
      await expectDbUnchanged(t.db, async () => {
        const wrong = await t.call<UserBody>("POST", "/api/user/login", {
          json: { email: "exists@example.com", password: "wrong-pass" },
        });
        const unknown = await t.call<UserBody>("POST", "/api/user/login", {
          json: { email: "nobody@example.com", password: "wrong-pass" },
        });
        expect(wrong.status).toBe(401);
        expect(unknown.status).toBe(wrong.status);
        expect(unknown.body).toEqual(wrong.body);
        expect(wrong.body).toEqual({ success: false, message: "Invalid email or password" });
        expect(cookieFrom(wrong.res, USER_COOKIE)).toBeUndefined();
      });
    });

    it.each([
      ["non-JSON text", "{email"],
      ["no password", JSON.stringify({ email: "a@example.com" })],
      ["no email", JSON.stringify({ password: "secret123" })],
      ["an array", "[]"],
    ])("refuses %s with a 400 and a message", async (_name, json) => {
      await expectDbUnchanged(t.db, async () =>
        expectRefused(await t.call("POST", "/api/user/login", { json }), 400),
      );
    });
  });
});

import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import {
  clearSessionCookie,
  requireSeller,
  requireUser,
  SELLER_COOKIE,
  setSessionCookie,
  USER_COOKIE,
} from "../../http/auth";
import { HttpError } from "../../http/errors";
import { enforceLimits, ipKey, RATE_LIMITS } from "../../http/rate-limit-guard";
import { parseJsonBody } from "../../http/validate";
import { LoginSchema, RegisterSchema, UpdateProfileSchema } from "./accounts.schemas";
import {
  ACCOUNT_MESSAGES,
  getUser,
  loginSeller,
  loginUser,
  registerUser,
  updateUserName,
} from "./accounts.service";
import { revokeSession } from "./sessions.service";
import { getCookie } from "hono/cookie";

export const userRoutes = new Hono<AppEnv>()
  .post("/register", async (c) => {
    enforceLimits(c, [{ rule: RATE_LIMITS.registerPerIp, key: ipKey(c) }]);
    const input = await parseJsonBody(c, RegisterSchema);
    enforceLimits(c, [{ rule: RATE_LIMITS.registerPerEmail, key: input.email }]);
    const { user, token } = await registerUser(c.var.deps.db, input);
    setSessionCookie(c, USER_COOKIE, token);
    return c.json({ success: true, user, token, message: ACCOUNT_MESSAGES.REGISTERED }, 201);
  })
  .post("/login", async (c) => {
    const input = await parseJsonBody(c, LoginSchema);
    enforceLimits(c, [
      { rule: RATE_LIMITS.loginPerIp, key: ipKey(c) },
      { rule: RATE_LIMITS.loginPerEmail, key: input.email },
    ]);
    const { user, token } = await loginUser(c.var.deps.db, input);
    c.var.deps.rateLimiter.reset(`${RATE_LIMITS.loginPerEmail.name}:${input.email}`);
    setSessionCookie(c, USER_COOKIE, token);
    return c.json({ success: true, token, user, message: ACCOUNT_MESSAGES.LOGGED_IN });
  })
  .get("/is-auth", requireUser, async (c) => {
    const user = await getUser(c.var.deps.db, c.var.user.id);
    if (!user) throw new HttpError(401, "Not authorized. Please log in.");
    return c.json({ success: true, user, message: "Authenticated" });
  })
  .get("/logout", async (c) => {
    // Logging out always succeeds for the browser: the cookie goes, and the session row
    // (if the token still resolves) is deleted so the token is dead everywhere.
    const token =
      getCookie(c, USER_COOKIE) ?? c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
    if (token) await revokeSession(c.var.deps.db, token, "customer");
    clearSessionCookie(c, USER_COOKIE);
    return c.json({ success: true, message: ACCOUNT_MESSAGES.LOGGED_OUT });
  })
  .put("/update", requireUser, async (c) => {
    const { name } = await parseJsonBody(c, UpdateProfileSchema);
    await updateUserName(c.var.deps.db, c.var.user.id, name);
    return c.json({ success: true, message: ACCOUNT_MESSAGES.PROFILE_UPDATED });
  });

export const sellerRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const input = await parseJsonBody(c, LoginSchema);
    enforceLimits(c, [
      { rule: RATE_LIMITS.sellerLoginPerIp, key: ipKey(c) },
      { rule: RATE_LIMITS.sellerLoginPerEmail, key: input.email },
    ]);
    const { token } = await loginSeller(c.var.deps.db, input);
    c.var.deps.rateLimiter.reset(`${RATE_LIMITS.sellerLoginPerEmail.name}:${input.email}`);
    setSessionCookie(c, SELLER_COOKIE, token);
    return c.json({ success: true, token, message: ACCOUNT_MESSAGES.SELLER_LOGGED_IN });
  })
  .get("/is-auth", requireSeller, (c) => c.json({ success: true }))
  .get("/logout", async (c) => {
    const token =
      getCookie(c, SELLER_COOKIE) ??
      c.req.header("seller-token") ??
      c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
    if (token) await revokeSession(c.var.deps.db, token, "seller");
    clearSessionCookie(c, SELLER_COOKIE);
    return c.json({ success: true, message: ACCOUNT_MESSAGES.LOGGED_OUT });
  });

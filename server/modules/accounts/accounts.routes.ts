import { Hono, type Context } from "hono";
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
import { refuseCrossSite } from "../../http/cors";
import { beginAttempt, throttled } from "../../http/login-throttle";
import { parseJsonBody } from "../../http/validate";
import {
  ChangePasswordSchema,
  LoginSchema,
  RegisterSchema,
  UpdateProfileSchema,
} from "./accounts.schemas";
import {
  ACCOUNT_MESSAGES,
  changePassword,
  getUser,
  PASSWORD_MESSAGES,
  loginSeller,
  loginUser,
  registerUser,
  updateUserName,
} from "./accounts.service";
import { revokeAllSessions, revokeSession, type SessionRole } from "./sessions.service";
import { getCookie } from "hono/cookie";
import { staffRoutes } from "../staff/staff.routes";

export const userRoutes = new Hono<AppEnv>()
  .post("/register", async (c) => {
    const input = await parseJsonBody(c, RegisterSchema);
    const { user, token } = await throttled(c, "register", input.email, () =>
      registerUser(c.var.deps.db, input),
    );
    setSessionCookie(c, USER_COOKIE, token);
    return c.json({ success: true, user, token, message: ACCOUNT_MESSAGES.REGISTERED }, 201);
  })
  .post("/login", async (c) => {
    const input = await parseJsonBody(c, LoginSchema);
    const { user, token } = await throttled(c, "customerLogin", input.email, () =>
      loginUser(c.var.deps.db, input),
    );
    setSessionCookie(c, USER_COOKIE, token);
    return c.json({ success: true, token, user, message: ACCOUNT_MESSAGES.LOGGED_IN });
  })
  .get("/is-auth", requireUser, async (c) => {
    const user = await getUser(c.var.deps.db, c.var.user.id);
    if (!user) throw new HttpError(401, "Not authorized. Please log in.");
    return c.json({ success: true, user, message: "Authenticated" });
  })
  .get("/logout", refuseCrossSite, async (c) => {
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
  })
  .put("/password", requireUser, (c) => passwordChange(c, "customer", c.var.user.id))
  .post("/logout-all", requireUser, (c) =>
    logoutEverywhere(c, "customer", c.var.user.id, USER_COOKIE),
  );

export const sellerRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const input = await parseJsonBody(c, LoginSchema);
    const { token, role } = await throttled(c, "sellerLogin", input.email, () =>
      loginSeller(c.var.deps.db, input),
    );
    setSessionCookie(c, SELLER_COOKIE, token);
    return c.json({ success: true, token, role, message: ACCOUNT_MESSAGES.SELLER_LOGGED_IN });
  })
  .get("/is-auth", requireSeller, (c) => c.json({ success: true }))
  // Who is signed in and their role: the back-office shows only what the role can use.
  .get("/me", requireSeller, (c) =>
    c.json({ success: true, seller: c.var.seller, message: ACCOUNT_MESSAGES.SELLER_ME }),
  )
  .get("/logout", refuseCrossSite, async (c) => {
    const token =
      getCookie(c, SELLER_COOKIE) ??
      c.req.header("seller-token") ??
      c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
    if (token) await revokeSession(c.var.deps.db, token, "seller");
    clearSessionCookie(c, SELLER_COOKIE);
    return c.json({ success: true, message: ACCOUNT_MESSAGES.LOGGED_OUT });
  })
  .put("/password", requireSeller, (c) => passwordChange(c, "seller", c.var.seller.id))
  .post("/logout-all", requireSeller, (c) =>
    logoutEverywhere(c, "seller", c.var.seller.id, SELLER_COOKIE),
  )
  // The owner's staff screen: /api/seller/staff…
  .route("/", staffRoutes);

/**
 * Changes the password (the current one is required); the other sessions of the account end,
 * this one stays. Wrong current passwords are throttled like logins, so a
 * stolen session cannot be used to guess the password.
 */
async function passwordChange(c: Context<AppEnv>, role: SessionRole, subjectId: string) {
  const input = await parseJsonBody(c, ChangePasswordSchema);
  const attempt = await beginAttempt(c, "passwordChange", `${role}:${subjectId}`);
  try {
    await changePassword(c.var.deps.db, role, subjectId, input, c.var.sessionToken);
  } catch (err) {
    if (err instanceof HttpError && err.extra.code === "WRONG_PASSWORD") await attempt.failed();
    throw err;
  }
  await attempt.succeeded();
  return c.json({ success: true, message: PASSWORD_MESSAGES.CHANGED });
}

/** Ends every session of the account, this one included. */
async function logoutEverywhere(
  c: Context<AppEnv>,
  role: SessionRole,
  subjectId: string,
  cookie: string,
) {
  const ended = await revokeAllSessions(c.var.deps.db, role, subjectId);
  clearSessionCookie(c, cookie);
  return c.json({ success: true, ended, message: PASSWORD_MESSAGES.LOGGED_OUT_ALL });
}

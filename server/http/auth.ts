import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, generateCookie, getCookie, setCookie } from "hono/cookie";
import { timingSafeEqual } from "node:crypto";
import { type Permission, ROLE_MESSAGES, roleCan, type StaffRole } from "@domain/staff-roles";
import type { AppEnv, AuthSeller, AuthUser } from "./app-env";
import { HttpError } from "./errors";
import { allowedOrigin, crossSiteOriginsAllowed, XSRF_RESPONSE_HEADER } from "./cors";
import { resolveSession, SESSION_TTL_MS } from "./sessions";
import { newXsrfToken } from "./xsrf-token";

export const USER_COOKIE = "minimart_token";
export const SELLER_COOKIE = "minimart_seller_token";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
export const SELLER_TOKEN_HEADER = "seller-token";

export const AUTH_MESSAGES = {
  LOGIN_REQUIRED: "Not authorized. Please log in.",
  /** The client recognises "invalid" in a 401 and drops its stored token silently (SPEC §4.1). */
  TOKEN_INVALID: "Token is invalid or has expired. Please log in again.",
  SELLER_ONLY: "Access denied: this is for the store's sellers only.",
  CUSTOMER_ONLY: "Access denied: please log in with a customer account.",
  CSRF_FAILED: "Security check failed. Please refresh the page and try again.",
} as const;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * SameSite=Lax, unless an allowed origin is on another site: its credentialed calls carry our
 * cookies only when they are SameSite=None, which browsers accept only with Secure.
 */
export function cookieSite(c: Context<AppEnv>): { sameSite: "Lax" | "None"; secure: boolean } {
  if (crossSiteOriginsAllowed(c)) return { sameSite: "None", secure: true };
  return { sameSite: "Lax", secure: c.get("deps").env.COOKIE_SECURE };
}

export function setSessionCookie(c: Context<AppEnv>, name: string, token: string) {
  setCookie(c, name, token, {
    httpOnly: true,
    ...cookieSite(c),
    path: "/",
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>, name: string) {
  deleteCookie(c, name, { path: "/", ...cookieSite(c) });
}

/**
 * Issues the double-submit XSRF cookie (readable by the page's script) when missing. A page on
 * an allowed origin cannot read our cookies, so its answers also carry the token in the
 * X-XSRF-TOKEN header (CORS keeps it from every other origin's script).
 */
export const xsrfCookie: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // The answer's own headers, not setCookie/c.header, which wrap a finished answer anew.
  const headers = c.res.headers;
  let token = getCookie(c, XSRF_COOKIE);
  if (!token) {
    token = newXsrfToken();
    const cookie = generateCookie(XSRF_COOKIE, token, {
      httpOnly: false,
      path: "/",
      ...cookieSite(c),
    });
    headers.append("Set-Cookie", cookie);
  }
  if (allowedOrigin(c)) headers.set(XSRF_RESPONSE_HEADER, token);
};

function checkXsrf(c: Context) {
  if (!UNSAFE_METHODS.has(c.req.method)) return;
  const cookie = Buffer.from(getCookie(c, XSRF_COOKIE) ?? "");
  const header = Buffer.from(c.req.header(XSRF_HEADER) ?? "");
  // Byte lengths, not string lengths: "a" and "é" are one character each but not one byte
  // each, and timingSafeEqual throws (a 500) on buffers of different lengths.
  const ok =
    cookie.length > 0 && cookie.length === header.length && timingSafeEqual(cookie, header);
  if (!ok) throw new HttpError(403, AUTH_MESSAGES.CSRF_FAILED);
}

type Credential = { token: string; fromCookie: boolean };
type ResolvedAccount = AuthUser & { role?: AuthSeller["role"] };

/**
 * Resolves the first valid credential of the wanted role. A valid credential of the
 * other role is a 403 (a customer knocking on a seller door, or the reverse); a token
 * that no longer resolves is a 401 saying so; no credential at all is a 401.
 */
async function authenticate(
  c: Context<AppEnv>,
  role: "customer" | "seller",
): Promise<{ account: ResolvedAccount | null; credential: Credential }> {
  const bearer = bearerToken(c);
  const own: Credential[] = [];
  const other: Credential[] = [];
  const userCookie = getCookie(c, USER_COOKIE);
  const sellerCookie = getCookie(c, SELLER_COOKIE);
  const sellerHeader = c.req.header(SELLER_TOKEN_HEADER);
  if (role === "customer") {
    if (userCookie) own.push({ token: userCookie, fromCookie: true });
    if (bearer) own.push({ token: bearer, fromCookie: false });
    if (sellerCookie) other.push({ token: sellerCookie, fromCookie: true });
  } else {
    if (sellerCookie) own.push({ token: sellerCookie, fromCookie: true });
    if (sellerHeader) own.push({ token: sellerHeader, fromCookie: false });
    if (bearer) own.push({ token: bearer, fromCookie: false });
    if (userCookie) other.push({ token: userCookie, fromCookie: true });
  }
  const db = c.var.deps.db;
  let sawInvalid = false;
  let sawOtherRole = false;
  for (const credential of own) {
    const session = await resolveSession(db, credential.token);
    if (!session) sawInvalid = true;
    else if (session.role === role) return { account: session.account, credential };
    else sawOtherRole = true;
  }
  if (!sawOtherRole) {
    for (const credential of other) {
      const session = await resolveSession(db, credential.token);
      if (session && session.role !== role) sawOtherRole = true;
    }
  }
  if (sawOtherRole) {
    throw new HttpError(
      403,
      role === "seller" ? AUTH_MESSAGES.SELLER_ONLY : AUTH_MESSAGES.CUSTOMER_ONLY,
    );
  }
  if (sawInvalid) throw new HttpError(401, AUTH_MESSAGES.TOKEN_INVALID, { code: "TOKEN_INVALID" });
  throw new HttpError(401, AUTH_MESSAGES.LOGIN_REQUIRED);
}

/** Customer-only routes: sets c.var.user. Cookie-authenticated writes must pass the XSRF check. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { account: user, credential } = await authenticate(c, "customer");
  if (credential.fromCookie) checkXsrf(c);
  if (!user) throw new HttpError(401, AUTH_MESSAGES.TOKEN_INVALID, { code: "TOKEN_INVALID" });
  c.set("user", { id: user.id, name: user.name, email: user.email });
  c.set("sessionToken", credential.token);
  await next();
};

/**
 * The signed-in customer when there is one, for public calls that also remember a choice on the
 * account (the language switch). A guest, a stale token or a seller is simply no customer; a
 * cookie-authenticated write still has to pass the XSRF check before anything is saved.
 */
export async function optionalUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  let found: { account: ResolvedAccount | null; credential: Credential };
  try {
    found = await authenticate(c, "customer");
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
  if (found.credential.fromCookie) checkXsrf(c);
  const account = found.account;
  return account && { id: account.id, name: account.name, email: account.email };
}

/**
 * Back-office routes, any role (owner, staff, rider): sets c.var.seller with its role. A route
 * that only some roles may use adds requirePermission after it.
 */
export const requireSeller: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { account: seller, credential } = await authenticate(c, "seller");
  if (credential.fromCookie) checkXsrf(c);
  if (!seller?.role) {
    throw new HttpError(401, AUTH_MESSAGES.TOKEN_INVALID, { code: "TOKEN_INVALID" });
  }
  c.set("seller", { id: seller.id, name: seller.name, email: seller.email, role: seller.role });
  c.set("sessionToken", credential.token);
  await next();
};

/** After requireSeller: a 403 unless the person's role grants the permission. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roleCan(c.var.seller.role, permission)) {
      throw new HttpError(403, ROLE_MESSAGES.FORBIDDEN, { code: "FORBIDDEN_ROLE" });
    }
    await next();
  };
}

/** Who is browsing, for server rendering: never throws. */
export async function peekViewer(
  c: Context<AppEnv>,
): Promise<{ user: AuthUser | null; isSeller: boolean; sellerRole: StaffRole | null }> {
  const db = c.var.deps.db;
  const userToken = getCookie(c, USER_COOKIE);
  const sellerToken = getCookie(c, SELLER_COOKIE);
  let user: AuthUser | null = null;
  let isSeller = false;
  let sellerRole: StaffRole | null = null;
  if (userToken) {
    const s = await resolveSession(db, userToken);
    if (s?.role === "customer") user = s.account;
  }
  if (sellerToken) {
    const s = await resolveSession(db, sellerToken);
    // A disabled account's session resolves to no account: not a seller any more.
    isSeller = s?.role === "seller" && s.account !== null;
    sellerRole = isSeller ? (s?.account?.role ?? null) : null;
  }
  return { user, isSeller, sellerRole };
}

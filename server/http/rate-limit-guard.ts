import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { clientIp } from "./client-ip";
import { HttpError } from "./errors";

export interface LimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  loginPerIp: { name: "login:ip", limit: 30, windowMs: 15 * 60_000 },
  loginPerEmail: { name: "login:email", limit: 10, windowMs: 15 * 60_000 },
  registerPerIp: { name: "register:ip", limit: 10, windowMs: 60 * 60_000 },
  // Per email too, so one address cannot be hammered from many clients (docs/decisions/003).
  registerPerEmail: { name: "register:email", limit: 5, windowMs: 60 * 60_000 },
  sellerLoginPerIp: { name: "seller-login:ip", limit: 20, windowMs: 15 * 60_000 },
  sellerLoginPerEmail: { name: "seller-login:email", limit: 8, windowMs: 15 * 60_000 },
} satisfies Record<string, LimitRule>;

export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  );
}

/** Counts one attempt against each rule; the first exhausted rule answers 429 with Retry-After. */
export function enforceLimits(c: Context<AppEnv>, checks: { rule: LimitRule; key: string }[]) {
  const limiter = c.var.deps.rateLimiter;
  for (const { rule, key } of checks) {
    const result = limiter.hit(`${rule.name}:${key}`, rule.limit, rule.windowMs);
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      throw tooManyAttempts(result.retryAfterSeconds);
    }
  }
}

export const ipKey = (c: Context<AppEnv>) => clientIp(c);

import type { Context } from "hono";
import { isIPv6 } from "node:net";
import type { Env } from "../env";
import type { AppEnv } from "./app-env";
import { clientIp } from "./client-ip";
import { HttpError } from "./errors";

/**
 * Login throttling that an attacker cannot turn against the account's owner.
 * Counters are per (account, client address) and per client address:
 * wrong passwords for an account from one address lock that pair only, so the right password
 * from any other address still logs in at once; an address failing across many accounts is
 * stopped by its own limit; a success never counts and clears its pair.
 */
export interface ThrottleRule {
  /** Attempts a pair (account, address) may fail in a window; the next one is refused. */
  pairLimit: number;
  /** Failed or refused attempts one address may make in a window, whatever the accounts. */
  addressLimit: number;
  windowMs: number;
  /** Register: every attempt counts (it creates accounts), not only failures. */
  countEvery?: boolean;
}

export const LOGIN_THROTTLE = {
  customerLogin: { pairLimit: 10, addressLimit: 30, windowMs: 15 * 60_000 },
  sellerLogin: { pairLimit: 10, addressLimit: 20, windowMs: 15 * 60_000 },
  /** The address limit in force is REGISTRATIONS_PER_ADDRESS_PER_HOUR (`ruleFor`). */
  register: { pairLimit: 5, addressLimit: 10, windowMs: 60 * 60_000, countEvery: true },
  /** Wrong current passwords on a password change, per account (a stolen session guessing). */
  passwordChange: { pairLimit: 10, addressLimit: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, ThrottleRule>;

export type ThrottleKind = keyof typeof LOGIN_THROTTLE;

/** The rule in force: the address limit on registering is the operator's to set. */
export function ruleFor(
  kind: ThrottleKind,
  env: Pick<Env, "REGISTRATIONS_PER_ADDRESS_PER_HOUR">,
): ThrottleRule {
  const rule: ThrottleRule = LOGIN_THROTTLE[kind];
  return kind === "register"
    ? { ...rule, addressLimit: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR }
    : rule;
}

export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  );
}

/**
 * The throttling key of a client address. IPv6 clients usually hold a whole /64, so an IPv6
 * address counts by its first four groups; an IPv4-mapped IPv6 address counts as the IPv4 one.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export interface Attempt {
  /** The password was wrong (or the account unknown): count it. */
  failed(): Promise<void>;
  /** The attempt succeeded: its pair starts over. */
  succeeded(): Promise<void>;
}

/**
 * Checks the counters before an attempt is tried; throws 429 with Retry-After when the pair or
 * the address is over its limit. The pair is counted atomically here (so concurrent guesses
 * cannot slip past the limit) and cleared again on success.
 */
export async function beginAttempt(
  c: Context<AppEnv>,
  kind: ThrottleKind,
  account: string,
): Promise<Attempt> {
  const rule = ruleFor(kind, c.var.deps.env);
  const throttle = c.var.deps.platform.throttle;
  const address = addressKey(clientIp(c));
  const pairKey = `${kind}:pair:${account}|${address}`;
  const addressKeyName = `${kind}:address:${address}`;

  const pair = await throttle.hit(pairKey, rule.windowMs);
  const addr = rule.countEvery
    ? await throttle.hit(addressKeyName, rule.windowMs)
    : await throttle.peek(addressKeyName);
  const addressOver = rule.countEvery
    ? addr.count > rule.addressLimit
    : addr.count >= rule.addressLimit;
  if (pair.count > rule.pairLimit || addressOver) {
    // A refused attempt counts against its address: an address that keeps knocking stays slowed.
    const counted = rule.countEvery ? addr : await throttle.hit(addressKeyName, rule.windowMs);
    const wait =
      pair.count > rule.pairLimit
        ? Math.max(pair.retryAfterSeconds, addressOver ? counted.retryAfterSeconds : 0)
        : counted.retryAfterSeconds;
    c.header("Retry-After", String(wait));
    throw tooManyAttempts(wait);
  }
  return {
    async failed() {
      if (!rule.countEvery) await throttle.hit(addressKeyName, rule.windowMs);
    },
    async succeeded() {
      if (!rule.countEvery) await throttle.reset(pairKey);
    },
  };
}

/** Runs `attempt` under the throttle: a 401 counts as a failure, a success clears the pair. */
export async function throttled<T>(
  c: Context<AppEnv>,
  kind: ThrottleKind,
  account: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const guard = await beginAttempt(c, kind, account);
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) await guard.failed();
    throw err;
  }
  await guard.succeeded();
  return result;
}

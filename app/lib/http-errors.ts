// The error catalogue of SPEC §8 and the credential rules of SPEC §6, as pure functions so
// they are unit-tested and the HTTP client (app/lib/http.ts) stays a thin wrapper of fetch.
import { MESSAGES } from "@domain/messages";

export type CredentialKind = "user" | "seller" | "none";

// "import" and "export" are the spreadsheet calls (/api/product/import/…, /api/product/export).
const SELLER_PRODUCT_CALLS = new Set([
  "add",
  "update",
  "delete",
  "stock",
  "bulk-import",
  "import",
  "export",
]);
const SELLER_ORDER_CALLS = new Set([
  "seller",
  "update-status",
  "by-status",
  "riders",
  "assign-rider",
]);
const USER_ORDER_CALLS = new Set(["calculate", "cod", "user", "status-history"]);

function segments(path: string): string[] {
  const pathname = path.split(/[?#]/)[0] ?? "";
  return pathname.split("/").filter(Boolean);
}

/** Which stored token a call carries (SPEC §6). */
export function credentialKindFor(path: string): CredentialKind {
  const [api, area, action] = segments(path);
  if (api !== "api" || !area) return "none";
  // A rider signs in as one of the store's people: the seller token.
  if (area === "seller" || area === "rider") return "seller";
  if (area === "user" || area === "cart" || area === "address") return "user";
  if (area === "product" && action && SELLER_PRODUCT_CALLS.has(action)) return "seller";
  if (area === "order" && action) {
    if (SELLER_ORDER_CALLS.has(action)) return "seller";
    if (USER_ORDER_CALLS.has(action)) return "user";
  }
  return "none";
}

/** The start-up "who am I" checks: their 401 just means "not logged in". */
export function isAuthCheck(path: string): boolean {
  const [api, area, action] = segments(path);
  return api === "api" && (area === "user" || area === "seller") && action === "is-auth";
}

/** Login and register: a 401 there is "wrong password", answered by the form itself. */
export function isCredentialSubmission(path: string): boolean {
  const [api, area, action] = segments(path);
  if (api !== "api") return false;
  return (
    (area === "user" && (action === "login" || action === "register")) ||
    (area === "seller" && action === "login")
  );
}

/** The server says the token itself is dead (revoked, expired, blacklisted), not merely absent. */
export function isInvalidTokenReply(message: string | undefined, code?: unknown): boolean {
  if (code === "TOKEN_INVALID") return true;
  return /\b(invalid|invalidated|expired|blacklist(ed)?|revoked)\b/i.test(message ?? "");
}

export interface FailureInput {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  path: string;
  message?: string;
  code?: unknown;
  /** The logged-out flag of SPEC §4.1. */
  loggedOut: boolean;
}

export interface FailureOutcome {
  /** A toast the client shows itself; null leaves the message to the caller (or silence). */
  toast: string | null;
  /** Which stored session the reply proved dead: the client forgets it silently. */
  invalidate: "user" | "seller" | null;
}

export function failureOutcome({
  status,
  path,
  message,
  code,
  loggedOut,
}: FailureInput): FailureOutcome {
  if (status === 0) return { toast: MESSAGES.NETWORK_ERROR, invalidate: null };
  if (status >= 500) return { toast: MESSAGES.SERVER_ERROR, invalidate: null };
  // A back-office role without this permission: the session is fine, the server's words say why.
  if (status === 403 && code === "FORBIDDEN_ROLE")
    return { toast: message ?? null, invalidate: null };
  if ((status === 401 || status === 403) && !isCredentialSubmission(path)) {
    if (isInvalidTokenReply(message, code)) {
      return { toast: null, invalidate: credentialKindFor(path) === "seller" ? "seller" : "user" };
    }
    if (loggedOut || isAuthCheck(path)) return { toast: null, invalidate: null };
    return { toast: MESSAGES.LOGIN_REQUIRED, invalidate: null };
  }
  return { toast: null, invalidate: null };
}

// The one HTTP client of the browser (SPEC §6, §7, §8): same-origin JSON calls with cookies,
// the XSRF double-submit header on writes, the stored token for the path's role, and the
// error catalogue applied in one place. Callers get typed bodies or an ApiError.
import toast from "~/lib/toast";
import { MESSAGES } from "@domain/messages";
import { SESSION_INVALID_EVENT, type SessionInvalidDetail } from "./session-events";
import { credentialKindFor, failureOutcome, isCredentialSubmission } from "./http-errors";
import { readCookie } from "./browser-session";
import {
  STORAGE_KEYS,
  isLoggedOutFlagSet,
  readStorage,
  removeStorage,
  setLoggedOutFlag,
} from "./storage";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
export { SESSION_INVALID_EVENT, type SessionInvalidDetail };

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null,
    /** The client already told the shopper (a catalogue toast): callers stay quiet. */
    readonly handled: boolean,
    /** The server's own message, when it sent one. */
    readonly serverMessage: string | null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (seller uploads). */
  formData?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Skip the catalogue toasts (background checks such as connectivity). */
  quiet?: boolean;
  /** Extra request headers (e.g. the Idempotency-Key of an order). */
  headers?: Record<string, string>;
  /**
   * The request outlives the page: a save the shopper made just before leaving (a reload, a
   * typed address) still reaches the server. Small JSON bodies only (the browser's limit is 64 KB).
   */
  keepalive?: boolean;
}

let xsrfPrimer: Promise<unknown> | null = null;

/** The XSRF cookie is issued by any /api answer; prime it once before the first write. */
export async function ensureXsrfCookie(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  xsrfPrimer ??= fetch("/api/health", { credentials: "include" }).catch(() => null);
  await xsrfPrimer;
  xsrfPrimer = null;
  return readCookie(XSRF_COOKIE);
}

/** The stored token for the path's role (SPEC §6), as request headers. */
export function credentialHeaders(path: string): Record<string, string> {
  const kind = credentialKindFor(path);
  if (kind === "seller") {
    const token = readStorage(STORAGE_KEYS.sellerToken);
    return token ? { Authorization: `Bearer ${token}`, "seller-token": token } : {};
  }
  // After a logout only the seller token still travels (SPEC §6).
  if (kind === "user" && !isLoggedOutFlagSet()) {
    const token = readStorage(STORAGE_KEYS.customerToken);
    return token ? { Authorization: `Bearer ${token}` } : {};
  }
  return {};
}

/** A JSON object from a response text, or null (empty, not JSON, or not an object). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function forgetSession(role: "user" | "seller") {
  if (role === "seller") removeStorage(STORAGE_KEYS.sellerToken);
  else {
    removeStorage(STORAGE_KEYS.customerToken);
    setLoggedOutFlag();
  }
  window.dispatchEvent(
    new CustomEvent<SessionInvalidDetail>(SESSION_INVALID_EVENT, { detail: { role } }),
  );
}

/**
 * A failed call, by the error catalogue of SPEC §8: forgets a session the server proved dead,
 * toasts what the catalogue says (unless quiet), and returns the ApiError to throw.
 */
export function failedCall(
  status: number,
  path: string,
  data: Record<string, unknown> | null,
  quiet = false,
): ApiError {
  const serverMessage = typeof data?.message === "string" && data.message ? data.message : null;
  const outcome = failureOutcome({
    status,
    path,
    message: serverMessage ?? undefined,
    code: data?.code,
    loggedOut: isLoggedOutFlagSet(),
  });
  if (outcome.invalidate) forgetSession(outcome.invalidate);
  if (outcome.toast && !quiet) toast.error(outcome.toast, { id: outcome.toast });
  // A 401/403 outside login forms is fully handled here: toasted once, or silent by rule.
  const authFailure = (status === 401 || status === 403) && !isCredentialSubmission(path);
  const handled = outcome.toast !== null || authFailure;
  return new ApiError(
    status,
    outcome.toast ?? serverMessage ?? `Request failed (${status})`,
    data,
    handled,
    serverMessage,
  );
}

export async function apiRequest<T = Record<string, unknown>>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const method =
    options.method ?? (options.json !== undefined || options.formData ? "POST" : "GET");
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: "application/json",
    ...credentialHeaders(path),
  };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  if (UNSAFE.has(method)) {
    const xsrf = await ensureXsrfCookie();
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }

  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", abortFromCaller, { once: true });
  const timer = options.timeoutMs
    ? setTimeout(() => controller.abort(), options.timeoutMs)
    : undefined;

  let res: Response | null = null;
  try {
    res = await fetch(path, {
      method,
      headers,
      body,
      credentials: "include",
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    // The caller cancelled on purpose (a newer search, an unmounted screen): not a failure.
    if (options.signal?.aborted) throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abortFromCaller);
  }

  const status = res?.status ?? 0;
  const data = res ? parseJsonObject(await res.text().catch(() => "")) : null;
  if (res && res.ok) return (data ?? {}) as T;
  throw failedCall(status, path, data, options.quiet);
}

export const http = {
  get: <T = Record<string, unknown>>(
    path: string,
    options?: Omit<RequestOptions, "method" | "json">,
  ) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T = Record<string, unknown>>(
    path: string,
    json?: unknown,
    options?: Omit<RequestOptions, "method" | "json">,
  ) => apiRequest<T>(path, { ...options, method: "POST", json: json ?? {} }),
  put: <T = Record<string, unknown>>(
    path: string,
    json?: unknown,
    options?: Omit<RequestOptions, "method" | "json">,
  ) => apiRequest<T>(path, { ...options, method: "PUT", json: json ?? {} }),
};

/** The message for a failed call: the server's own words, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** Toasts a failure unless the client already did (network, server, login-required). */
export function toastFailure(
  error: unknown,
  fallback: string = MESSAGES.SOMETHING_WENT_WRONG,
): void {
  if (error instanceof ApiError && error.handled) return;
  if (error instanceof DOMException && error.name === "AbortError") return;
  const message = errorMessage(error, fallback);
  toast.error(message, { id: message });
}

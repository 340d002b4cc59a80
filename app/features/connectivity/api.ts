import { CONNECTIVITY_TIMEOUT_MS } from "@domain/store";

/**
 * GET /api/health with the 5 s limit of SPEC §7/§9; true when the backend answered. A plain
 * fetch: the check runs on every page at start-up, and the HTTP client (with its error
 * catalogue) need not be in the first load for a call that never toasts.
 */
export async function checkServer(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONNECTIVITY_TIMEOUT_MS);
  try {
    const res = await fetch("/api/health", {
      headers: { Accept: "application/json" },
      credentials: "include",
      signal: controller.signal,
    });
    // Read to the end: an unread body keeps the request open (and the page never idle).
    await res.text();
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

// Browser-storage keys of SPEC §3/§4.1, named once. Every read and write goes through these
// helpers: storage can throw (private mode, quota, disabled cookies) and must never break a page.

export const STORAGE_KEYS = {
  /** The customer's session token, kept locally as a backup of the httpOnly cookie. */
  customerToken: "minimart_token",
  sellerToken: "minimart_seller_token",
  /** Set by logout; blocks the automatic user check until a login clears it. */
  loggedOut: "minimart_logged_out",
  guestCart: "minimart_guest_cart",
  postLoginRedirect: "minimart_post_login_redirect",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function local(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Full or disabled storage: the value lives only in memory for this visit.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    local()?.removeItem(key);
  } catch {
    // ignore
  }
}

export const isLoggedOutFlagSet = () => readStorage(STORAGE_KEYS.loggedOut) === "true";
export const setLoggedOutFlag = () => writeStorage(STORAGE_KEYS.loggedOut, "true");
export const clearLoggedOutFlag = () => removeStorage(STORAGE_KEYS.loggedOut);

/** SPEC §4.1: logout wipes every stored key whose name mentions minimart, token or auth. */
export function keysToWipe(keys: readonly string[]): string[] {
  return keys.filter((key) => /minimart|token|auth/i.test(key));
}

/** Local part of logout: matching localStorage keys, all of sessionStorage, script-readable cookies. */
export function wipeLocalSession(): void {
  try {
    const store = local();
    if (store) {
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
        (k): k is string => k !== null,
      );
      for (const key of keysToWipe(keys)) store.removeItem(key);
    }
    window.sessionStorage.clear();
  } catch {
    // ignore
  }
  // httpOnly session cookies are cleared by the server's logout answer; these are the rest.
  if (typeof document !== "undefined") {
    for (const part of document.cookie.split(";")) {
      const name = part.split("=")[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
    }
  }
}

/** The page to return to after a login (e.g. /add-address); read once, then forgotten. */
export function takePostLoginRedirect(): string | null {
  const path = readStorage(STORAGE_KEYS.postLoginRedirect);
  removeStorage(STORAGE_KEYS.postLoginRedirect);
  // Only same-site paths: a stored "//evil.example" must not become an open redirect.
  return path && path.startsWith("/") && !path.startsWith("//") ? path : null;
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [rawName, ...rest] = part.split("=");
    if (rawName?.trim() === name) return decodeURIComponent(rest.join("=").trim());
  }
  return null;
}

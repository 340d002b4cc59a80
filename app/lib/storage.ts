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

/** localStorage, or null where it is missing or refused (private mode, disabled storage). */
export function localStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // Full or disabled storage: the value lives only in memory for this visit.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // ignore
  }
}

export const isLoggedOutFlagSet = () => readStorage(STORAGE_KEYS.loggedOut) === "true";
export const setLoggedOutFlag = () => writeStorage(STORAGE_KEYS.loggedOut, "true");
export const clearLoggedOutFlag = () => removeStorage(STORAGE_KEYS.loggedOut);

// What login and logout do to the browser beyond the store's own keys (SPEC §4.1): the wipe
// of every matching key and script-readable cookie, the page to return to after a login, and
// the cookie the HTTP client reads. Kept apart from ./storage, which every page's first load
// carries: only the session steps, the profile page and the HTTP client need this.
import { STORAGE_KEYS, localStore, readStorage, removeStorage } from "./storage";

/** SPEC §4.1: logout wipes every stored key whose name mentions minimart, token or auth. */
export function keysToWipe(keys: readonly string[]): string[] {
  return keys.filter((key) => /minimart|token|auth/i.test(key));
}

/** Local part of logout: matching localStorage keys, all of sessionStorage, script-readable cookies. */
export function wipeLocalSession(): void {
  try {
    const store = localStore();
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

// A page that needs a login (e.g. /add-address, SPEC §2.11) sends a guest to /cart with the
// login modal open and the page remembered as the post-login redirect. The request travels in
// the URL so the server can answer with a redirect: the guest never sees the page flash.

export const LOGIN_PARAM = "login";

/** "/cart?login=%2Fadd-address". */
export function loginRedirectHref(returnTo: string): string {
  return `/cart?${new URLSearchParams({ [LOGIN_PARAM]: returnTo }).toString()}`;
}

/** The page to return to after login, when the URL asks for one; only same-site paths. */
export function readLoginRequest(search: URLSearchParams): string | null {
  const path = search.get(LOGIN_PARAM);
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\"))
    return null;
  return path;
}

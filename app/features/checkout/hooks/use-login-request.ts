import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { STORAGE_KEYS, writeStorage } from "~/lib/storage";
import { LOGIN_PARAM, readLoginRequest } from "../login-request";

/**
 * /cart?login=/add-address (a guest sent here by a page that needs a login, SPEC §2.11):
 * remember the page as the post-login redirect, open the login modal, tidy the URL. Once.
 */
export function useLoginRequest(loggedIn: boolean, openLogin: () => void) {
  const { search, pathname } = useLocation();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    const params = new URLSearchParams(search);
    if (!params.has(LOGIN_PARAM)) return;
    done.current = true;
    const returnTo = readLoginRequest(params);
    if (!loggedIn) {
      if (returnTo) writeStorage(STORAGE_KEYS.postLoginRedirect, returnTo);
      openLogin();
    }
    // Drop the request from the address bar, so a reload does not ask again. Not a
    // navigation: the page's data does not need to load again for it.
    params.delete(LOGIN_PARAM);
    const rest = params.toString();
    window.history.replaceState(window.history.state, "", `${pathname}${rest ? `?${rest}` : ""}`);
  }, [search, pathname, loggedIn, openLogin]);
}

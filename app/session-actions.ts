// The session steps a customer starts (SPEC §4.1): login or register completed, and logout.
// They span the auth and cart features, so they live at the app level beside ./session; they
// are loaded with the login dialog and the account menu, not with every page.
import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { MESSAGES } from "@domain/messages";
import { LOGOUT_TOAST_MS } from "@domain/store";
import type { ApiUser, AuthReply } from "~/features/auth/api";
import { useAuth } from "~/features/auth/auth-context";
import type { AuthMode } from "~/features/auth/components/login-modal";
import { useCart } from "~/lib/cart/cart-context";
import { takePostLoginRedirect, wipeLocalSession } from "~/lib/browser-session";
import { STORAGE_KEYS, clearLoggedOutFlag, setLoggedOutFlag, writeStorage } from "~/lib/storage";
import { authApi } from "./session";

// The toast library comes with the step that shows one: the account menu is on every page.
const loadToast = () => import("~/lib/toast").then((m) => m.default);

export function useSessionActions() {
  const auth = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { setUser, closeLogin } = auth;
  const { mergeGuestCartInto } = cart;

  /** Login or register succeeded (SPEC §4.1). */
  const completeLogin = useCallback(
    async (mode: AuthMode, reply: AuthReply) => {
      const api = await authApi();
      if (reply.token) writeStorage(STORAGE_KEYS.customerToken, reply.token);
      clearLoggedOutFlag();
      // The guest cart is summed into the server cart, so the server cart must be known first.
      let account: ApiUser | null = reply.user?.cartItems ? reply.user : null;
      if (!account) account = await api.fetchCurrentUser().catch(() => reply.user ?? null);
      if (account) setUser(api.toSessionUser(account));
      await mergeGuestCartInto(account?.cartItems ?? {});
      closeLogin();
      (await loadToast()).success(
        mode === "login" ? MESSAGES.LOGIN_SUCCESS : MESSAGES.REGISTER_SUCCESS,
      );
      const redirect = takePostLoginRedirect();
      if (redirect) navigate(redirect);
      else void revalidator.revalidate();
      // Refresh the user (SPEC §4.1) without holding the modal open for it.
      if (mode === "login") {
        void api
          .fetchCurrentUser()
          .then((fresh) => fresh && setUser(api.toSessionUser(fresh)))
          .catch(() => undefined);
      }
    },
    [setUser, closeLogin, mergeGuestCartInto, navigate, revalidator],
  );

  /** Customer logout (SPEC §4.1, §8). */
  const logout = useCallback(async () => {
    wipeLocalSession();
    setLoggedOutFlag();
    setUser(null);
    const toasts = loadToast();
    try {
      const reply = await (await authApi()).logoutUser();
      (await toasts).success(reply.message || MESSAGES.LOGOUT_SUCCESS, {
        duration: LOGOUT_TOAST_MS,
      });
    } catch {
      (await toasts)(MESSAGES.LOGOUT_SERVER_ERROR, { duration: LOGOUT_TOAST_MS });
    }
    void revalidator.revalidate();
  }, [setUser, revalidator]);

  return { completeLogin, logout };
}

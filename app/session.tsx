// App-level composition of the customer session (SPEC §4.1): the auth and cart features do
// not import each other; the steps that span both (start-up check, login, logout) live here.
import { useCallback, useEffect, type ReactNode } from "react";
import toast from "react-hot-toast";
import { useNavigate, useRevalidator } from "react-router";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { LOGOUT_TOAST_MS } from "@domain/store";
import type { ApiUser, AuthReply } from "~/features/auth/api";
import { AuthProvider, useAuth } from "~/features/auth/auth-context";
import type { AuthMode } from "~/features/auth/components/login-modal";
import { CartProvider, useCart } from "~/features/cart/cart-context";
import {
  STORAGE_KEYS,
  clearLoggedOutFlag,
  isLoggedOutFlagSet,
  readStorage,
  removeStorage,
  setLoggedOutFlag,
  takePostLoginRedirect,
  wipeLocalSession,
  writeStorage,
} from "~/lib/storage";
import type { SessionUser } from "~/lib/types";

/** The account calls (and the HTTP client under them): fetched when a session step needs them. */
const authApi = () => import("~/features/auth/api");

export function SessionProvider({
  initialUser,
  children,
}: {
  initialUser: SessionUser | null;
  children: ReactNode;
}) {
  return (
    <AuthProvider initialUser={initialUser}>
      <CartForSession>{children}</CartForSession>
    </AuthProvider>
  );
}

function CartForSession({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <CartProvider userId={user?.id ?? null}>
      <StartupUserCheck />
      {children}
    </CartProvider>
  );
}

/**
 * On start (SPEC §4.1) the user check runs unless the logged-out flag is set. It brings the
 * customer's server cart. A page the server rendered for a guest, with no stored token, is
 * not checked again: the answer could only be "not logged in", and a phone on mobile data
 * is spared the request.
 */
function StartupUserCheck() {
  const { user, setUser } = useAuth();
  const { adoptServerCart } = useCart();

  useEffect(() => {
    if (isLoggedOutFlagSet()) {
      // The flag keeps the device logged out until a login clears it: a session cookie that
      // survived (the server logout failed) is dropped again.
      removeStorage(STORAGE_KEYS.customerToken);
      if (user) {
        setUser(null);
        void authApi()
          .then((api) => api.logoutUser())
          .catch(() => undefined);
      }
      return;
    }
    if (!user && !readStorage(STORAGE_KEYS.customerToken)) return;
    let cancelled = false;
    authApi()
      .then(async (api) => ({ api, current: await api.fetchCurrentUser() }))
      .then(({ api, current }) => {
        if (cancelled) return;
        if (current) {
          setUser(api.toSessionUser(current));
          adoptServerCart(current.cartItems ?? {});
        } else {
          removeStorage(STORAGE_KEYS.customerToken);
          setUser(null);
        }
      })
      // Unreachable server: keep what the page was rendered with; the banner says why.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Start-up only: later changes of the user come from login and logout themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}

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
      toast.success(
        mode === "login" ? STOREFRONT_MESSAGES.LOGIN_SUCCESS : STOREFRONT_MESSAGES.REGISTER_SUCCESS,
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
    try {
      const reply = await (await authApi()).logoutUser();
      toast.success(reply.message || STOREFRONT_MESSAGES.LOGOUT_SUCCESS, {
        duration: LOGOUT_TOAST_MS,
      });
    } catch {
      toast(STOREFRONT_MESSAGES.LOGOUT_SERVER_ERROR, { duration: LOGOUT_TOAST_MS });
    }
    void revalidator.revalidate();
  }, [setUser, revalidator]);

  return { completeLogin, logout };
}

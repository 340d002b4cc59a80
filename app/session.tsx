// App-level composition of the customer session (SPEC §4.1): the auth and cart features do
// not import each other, so the steps that span both live at the app level: the start-up
// check here, and the steps a customer starts (login, logout) in ./session-actions, loaded
// with the login dialog and the account menu.
import { useEffect, type ReactNode } from "react";
import { AuthProvider, useAuth } from "~/features/auth/auth-context";
import { CartProvider, useCart } from "~/lib/cart/cart-context";
import { STORAGE_KEYS, isLoggedOutFlagSet, readStorage, removeStorage } from "~/lib/storage";
import type { SessionUser } from "~/lib/types";

/** The account calls (and the HTTP client under them): fetched when a session step needs them. */
export const authApi = () => import("~/features/auth/api");

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

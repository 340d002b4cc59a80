// The chrome around every page (SPEC §2.1), composed from the features: header and footer
// (hidden on seller paths), connectivity banner, page-load bar, login overlay and toasts.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useAuth } from "~/features/auth/auth-context";
import { useCart } from "~/lib/cart/cart-context";
import { useT } from "~/lib/i18n/i18n";
import { ConnectivityBanner } from "~/features/connectivity/components/connectivity-banner";
import { Header } from "~/features/layout/components/header";
import { NavigationProgress } from "~/features/layout/components/navigation-progress";
import { Footer } from "~/features/layout/components/footer";
import { subscribeToastsLoaded, toastsLoaded } from "~/lib/toasts-loaded";
import { useServiceWorker } from "~/lib/service-worker";
import { SessionUserMenu } from "./session-user-menu";

// The toast container comes with the first code that can raise a toast (a cart change, a failed
// request, a form's answer): a toast raised before it is mounted is shown once it is.
const StoreToaster = lazy(() => import("~/lib/toast").then((m) => ({ default: m.StoreToaster })));

// Opened by a tap on Login, with the login step: not part of the first load.
const LoginModal = lazy(() =>
  import("./session-login-modal").then((m) => ({ default: m.SessionLoginModal })),
);

/**
 * SPEC §2.1: header and footer appear on every page except any path containing "seller", and
 * the rider's phone page, which is the back-office too.
 */
export const isSellerPath = (pathname: string) =>
  pathname.toLowerCase().includes("seller") || /^\/rider(\/|$)/i.test(pathname);

export function AppShell({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const auth = useAuth();
  const cart = useCart();
  const chrome = !isSellerPath(pathname);
  useServiceWorker(auth.user?.id ?? null);
  const toasts = useSyncExternalStore(subscribeToastsLoaded, toastsLoaded, () => false);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[80] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("layout.skipToContent")}
      </a>
      <NavigationProgress />
      {chrome ? null : <ConnectivityBanner />}
      {chrome ? (
        <Header
          notice={
            <ConnectivityBanner placement="under-header" assumeOffline={pathname === "/offline"} />
          }
          loggedIn={auth.user !== null}
          cartCount={cart.count}
          account={
            auth.user ? (
              <SessionUserMenu user={auth.user} />
            ) : (
              <Button size="sm" onClick={auth.openLogin}>
                {t("layout.login")}
              </Button>
            )
          }
        />
      ) : null}
      {/* pt-3: the connectivity banner floats under the header (no layout shift when it comes
          and goes); this keeps it off the top of a page's heading. */}
      <main id="main" className={chrome ? "min-h-[60vh] pt-3" : undefined}>
        {children}
      </main>
      {chrome ? <Footer /> : null}
      {auth.loginOpen ? (
        <Suspense fallback={null}>
          <LoginModal onClose={auth.closeLogin} />
        </Suspense>
      ) : null}
      {toasts ? (
        <Suspense fallback={null}>
          <StoreToaster />
        </Suspense>
      ) : null}
    </>
  );
}

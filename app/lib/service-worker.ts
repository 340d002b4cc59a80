// Registers the store's service worker (public/sw.js) in production builds and keeps it in
// step with the page: saves the page that installed it, drops saved pages when the customer
// changes, and lets a new version take over on the next navigation (docs/decisions/110).
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

function post(message: Record<string, unknown>) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

export function useServiceWorker(userId: string | null) {
  const { pathname, search } = useLocation();
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const firstPath = useRef(true);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let reloading = false;
    const onControllerChange = () => {
      // A new version took over (after SKIP_WAITING on a navigation): load this page with it.
      if (reloading || !navigator.serviceWorker.controller) return;
      reloading = true;
      window.location.reload();
    };
    const hadController = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker
      .register("/sw.js")
      .then(async (reg) => {
        registration.current = reg;
        await navigator.serviceWorker.ready;
        navigator.serviceWorker.ready
          .then((r) => r.active?.postMessage({ type: "SAVE_PAGE", url: location.href }))
          .catch(() => undefined);
        if (hadController)
          navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
      })
      .catch(() => undefined);
    return () =>
      navigator.serviceWorker.removeEventListener("controllerchange", onControllerChange);
  }, []);

  // The next navigation after a new version is waiting hands the page over to it.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    const reg = registration.current;
    if (reg?.waiting) reg.waiting.postMessage({ type: "SKIP_WAITING" });
    else post({ type: "SAVE_PAGE", url: pathname + search });
  }, [pathname, search]);

  // Login, logout or another customer: pages saved for the previous one are dropped.
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    post({ type: "SESSION_CHANGED" });
  }, [userId]);
}

// Registers the store's service worker (public/sw.js) in production builds and keeps it in
// step with the page: saves the page that installed it, drops saved pages when the customer
// changes, and lets a new version take over on the next navigation (docs/decisions/110).
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "./when-idle";

function post(message: Record<string, unknown>) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

export function useServiceWorker(userId: string | null) {
  const { pathname, search } = useLocation();
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
    // Only a page that a worker already served reloads on a change of worker (not the first
    // install taking charge). Listening from the start: a handover can come before the
    // registration below.
    if (navigator.serviceWorker.controller)
      navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
    // Once the page is up: the worker's install fetches every asset to keep offline, which
    // must not compete with the page's own first load on a thin line.
    const cancel = whenIdle(() => {
      navigator.serviceWorker
        .register("/sw.js")
        .then(() => navigator.serviceWorker.ready)
        .then((r) => r.active?.postMessage({ type: "SAVE_PAGE", url: location.href }))
        .catch(() => undefined);
    });
    return () => {
      cancel();
      navigator.serviceWorker.removeEventListener("controllerchange", onControllerChange);
    };
  }, []);

  // The next navigation after a new version is waiting hands the page over to it. The
  // registration is asked for afresh: it exists from an earlier page even before this one
  // registers.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const url = pathname + search;
    navigator.serviceWorker
      .getRegistration()
      .then((reg) => {
        if (reg?.waiting) reg.waiting.postMessage({ type: "SKIP_WAITING" });
        else post({ type: "SAVE_PAGE", url });
      })
      .catch(() => undefined);
  }, [pathname, search]);

  // Login, logout or another customer: pages saved for the previous one are dropped.
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    post({ type: "SESSION_CHANGED" });
  }, [userId]);
}

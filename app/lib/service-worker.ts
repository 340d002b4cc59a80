// Registers the store's service worker (public/sw.js) in production builds and keeps it in
// step with the page: saves the page that installed it, drops saved pages when the customer
// changes, and lets a new version take over on the next navigation (docs/decisions/110, 132).
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "./when-idle";
import { createHandover } from "./worker-handover";

function post(message: Record<string, unknown>) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

let reloading = false;
/** Loads the page at its current address again, once. */
function reload() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

export function useServiceWorker(userId: string | null) {
  const { pathname, search } = useLocation();
  const firstPath = useRef(true);
  const [handover] = useState(createHandover);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    // The first worker taking charge of a page it did not serve (the first install) changes
    // nothing in it; every later change is a new version. So is the first one when a worker
    // was already active as the page opened past it (a hard reload). Listening from the
    // start: a hand-over can come before the registration below.
    let served = Boolean(navigator.serviceWorker.controller);
    if (!served)
      navigator.serviceWorker
        .getRegistration()
        .then((reg) => {
          if (reg?.active) served = true;
        })
        .catch(() => undefined);
    const onControllerChange = () => {
      if (!navigator.serviceWorker.controller) return;
      if (!served) served = true;
      // A new version is in charge: load this page with it, now or on the next navigation.
      else if (handover.controllerChanged() === "reload") reload();
    };
    const onTouch = () => handover.touched();
    navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
    document.addEventListener("pointerdown", onTouch, { capture: true, passive: true });
    document.addEventListener("keydown", onTouch, { capture: true, passive: true });
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
      document.removeEventListener("pointerdown", onTouch, { capture: true });
      document.removeEventListener("keydown", onTouch, { capture: true });
    };
  }, [handover]);

  // The next navigation after a new version is waiting hands the page over to it. The
  // registration is asked for afresh: it exists from an earlier page even before this one
  // registers.
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    if (handover.navigated() === "reload") {
      reload();
      return;
    }
    const url = pathname + search;
    navigator.serviceWorker
      .getRegistration()
      .then((reg) => {
        if (reg?.waiting) {
          handover.asked();
          reg.waiting.postMessage({ type: "SKIP_WAITING" });
        } else post({ type: "SAVE_PAGE", url });
      })
      .catch(() => undefined);
  }, [pathname, search, handover]);

  // Login, logout or another customer: pages saved for the previous one are dropped.
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    post({ type: "SESSION_CHANGED" });
  }, [userId]);
}

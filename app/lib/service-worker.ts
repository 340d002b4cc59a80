// Keeps the store's service worker (public/sw.js) in step with the page in production builds:
// saves the page that installed it, drops saved pages when the customer changes, and lets a
// new version take over on the next navigation. The work is in
// ./worker-runtime, fetched once the page is up or at its first navigation inside the store,
// whichever comes first: a page's first load carries only this.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "./when-idle";

type Runtime = typeof import("./worker-runtime");

const enabled = () => import.meta.env.PROD && "serviceWorker" in navigator;

/** The worker in charge as the page's code started (read before hydration). */
const startedUnder =
  typeof navigator === "object" ? (navigator.serviceWorker?.controller ?? null) : null;

let runtime: Promise<Runtime> | null = null;

/** Runs `task` with the runtime, fetched once; a failed fetch (offline) is tried again next time. */
function withRuntime(task: (runtime: Runtime) => void) {
  runtime ??= import("./worker-runtime").then((m) => {
    m.start(startedUnder);
    return m;
  });
  runtime.then(task, () => {
    runtime = null;
  });
}

export function useServiceWorker(userId: string | null) {
  const { pathname, search } = useLocation();
  const firstPath = useRef(true);

  useEffect(() => {
    if (!enabled()) return;
    return whenIdle(() => withRuntime((m) => m.register()));
  }, []);

  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    if (!enabled()) return;
    const url = pathname + search;
    withRuntime((m) => m.navigated(url));
  }, [pathname, search]);

  // Login, logout or another customer: pages saved for the previous one are dropped.
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    navigator.serviceWorker?.controller?.postMessage({ type: "SESSION_CHANGED" });
  }, [userId]);
}

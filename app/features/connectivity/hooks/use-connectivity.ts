import { useEffect, useState } from "react";
import { CONNECTIVITY_RECHECK_MS } from "@domain/store";
import { checkServer } from "../api";
import type { ConnectivityState } from "../connectivity-status";

/** How long the first check may take before "Connecting to server..." is worth showing. */
const SLOW_FIRST_CHECK_MS = 1000;

/**
 * Browser online/offline plus backend reachability, rechecked when the browser comes back
 * online and every 30 s (SPEC §4.4). A hidden tab skips its rechecks to save data and battery
 * and checks again as soon as it is shown.
 */
export function useConnectivity(assumeOffline = false): ConnectivityState {
  const [state, setState] = useState<ConnectivityState>({
    browserOnline: !assumeOffline,
    server: "unknown",
    firstCheckSlow: false,
  });

  useEffect(() => {
    let disposed = false;
    let running = false;
    // A check asked for while one runs (the browser came back online mid-check) runs after it.
    let again = false;

    async function check() {
      if (disposed) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      do {
        again = false;
        const ok = await checkServer();
        if (disposed) return;
        setState((s) => ({ ...s, server: ok ? "reachable" : "unreachable" }));
      } while (again);
      running = false;
    }

    setState((s) => ({ ...s, browserOnline: navigator.onLine }));
    const slowTimer = setTimeout(
      () => setState((s) => ({ ...s, firstCheckSlow: true })),
      SLOW_FIRST_CHECK_MS,
    );
    void check();

    const onOnline = () => {
      setState((s) => ({ ...s, browserOnline: true }));
      void check();
    };
    const onOffline = () => setState((s) => ({ ...s, browserOnline: false }));
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const interval = setInterval(() => {
      if (document.visibilityState === "visible") void check();
    }, CONNECTIVITY_RECHECK_MS);

    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      disposed = true;
      clearTimeout(slowTimer);
      clearInterval(interval);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  return state;
}

// The work of keeping the store's service worker in step with the page:
// registering it, saving visited pages, and loading the page afresh when a new version
// takes charge. Fetched once the page is up or at its first navigation inside the store
// (./service-worker.ts), so a page's first load does not carry it.
import { createHandover } from "./worker-handover";

const handover = createHandover();
let started = false;
let reloading = false;

function post(message: Record<string, unknown>) {
  navigator.serviceWorker.controller?.postMessage(message);
}

/** Loads the page at its current address again, once. */
function reload() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Starts listening, once. `startedUnder` is the worker that was in charge as the page's code
 * started: a different one in charge now took over before this code came.
 */
export function start(startedUnder: ServiceWorker | null) {
  if (started) return;
  started = true;
  const container = navigator.serviceWorker;
  // The first worker taking charge of a page it did not serve (the first install) changes
  // nothing in it; every later change is a new version. So is the first one when a worker
  // was already active as the page opened past it (a hard reload).
  let served = startedUnder !== null;
  if (!served)
    container
      .getRegistration()
      .then((reg) => {
        if (reg?.active) served = true;
      })
      .catch(() => undefined);
  const onControllerChange = () => {
    if (!container.controller) return;
    if (!served) served = true;
    // A new version is in charge: load this page with it, now or on the next navigation.
    else if (handover.controllerChanged() === "reload") reload();
  };
  container.addEventListener("controllerchange", onControllerChange);
  if (startedUnder && container.controller && container.controller !== startedUnder)
    onControllerChange();
  const onTouch = () => handover.touched();
  document.addEventListener("pointerdown", onTouch, { capture: true, passive: true });
  document.addEventListener("keydown", onTouch, { capture: true, passive: true });
}

/** The shopper has asked the browser to save data (Chrome's Lite mode, a data saver). */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Registers the worker. Called once the page is up: its install fetches every asset to keep
 * offline, which must not compete with the page's own first load on a thin line. A shopper
 * saving data gets a worker that keeps only what the page already loaded; if
 * the setting changes, the other address installs the other kind.
 */
export function register() {
  navigator.serviceWorker
    .register(savingData() ? "/sw.js?save-data" : "/sw.js")
    .then(() => navigator.serviceWorker.ready)
    .then((r) => r.active?.postMessage({ type: "SAVE_PAGE", url: location.href }))
    .catch(() => undefined);
}

/**
 * A navigation inside the store: a page older than the worker in charge is loaded afresh; a
 * new version that is waiting is asked to take charge; otherwise the page is saved. The
 * registration is asked for afresh: it exists from an earlier page even before this one
 * registers.
 */
export function navigated(url: string) {
  if (handover.navigated() === "reload") {
    reload();
    return;
  }
  navigator.serviceWorker
    .getRegistration()
    .then((reg) => {
      if (reg?.waiting) {
        handover.asked();
        reg.waiting.postMessage({ type: "SKIP_WAITING" });
      } else post({ type: "SAVE_PAGE", url });
    })
    .catch(() => undefined);
}

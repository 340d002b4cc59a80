/**
 * When a page drawn by one version of the store is loaded again under the next one.
 *
 * A new service worker waits until the app asks it to take charge, which it does on a
 * navigation inside the store. The browser lets it take charge only once the old worker has
 * finished what it was doing (on a weak signal: pictures still coming), so the change of
 * controller can come well after that navigation, or from another tab. From then on the page
 * runs the old version's code under the new worker and must be loaded afresh, but never under
 * the customer's fingers: at once only when this page asked for the hand-over and nobody has
 * touched it since its navigation; otherwise on its next navigation.
 */
export interface Handover {
  /** A navigation inside the store. "reload": the page is older than the worker in charge. */
  navigated(): "reload" | "go-on";
  /** This page has asked the waiting worker to take charge (after `navigated`). */
  asked(): void;
  /** A touch, click or key press on the page. */
  touched(): void;
  /** A new worker is in charge of the page. */
  controllerChanged(): "reload" | "later";
}

export function createHandover(): Handover {
  let asked = false;
  let touched = false;
  let stale = false;
  return {
    navigated() {
      if (stale) return "reload";
      touched = false;
      return "go-on";
    },
    asked() {
      asked = true;
    },
    touched() {
      touched = true;
    },
    controllerChanged() {
      if (asked && !touched) return "reload";
      stale = true;
      return "later";
    },
  };
}

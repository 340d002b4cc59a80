/**
 * Runs `task` once the page is up (its load event) and the browser is idle, at the latest
 * `timeoutMs` after the load, for work that must not compete with the first paint, hydration
 * or the page's own pictures on a thin line. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const timer = window.setTimeout(task, Math.min(timeoutMs, 1500));
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === "complete") {
    schedule();
    return () => cancelIdle?.();
  }
  window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle?.();
  };
}

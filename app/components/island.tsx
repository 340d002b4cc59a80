// Parts of a page that the server renders in full but whose code a phone fetches only when the
// part is needed (decision 128): the footer and the home page's sections below the fold.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/** How far below the screen a part starts loading (about one phone screen ahead). */
const AHEAD = "600px 0px";
/** What shows that the shopper is reaching for a part that is still the server's HTML. */
const REACH_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const FOCUSABLE = "a[href],button,input,select,textarea,[tabindex]";

/** The store's own link a plain left click follows in this tab. */
function storeLinkOf(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

const serverLoads: Promise<unknown>[] = [];

/** The server renders islands in full: their code is loaded once, before the first page. */
export const islandsReady = (): Promise<unknown> => Promise.all(serverLoads);

/**
 * Wraps a component whose code is split from the page's first load.
 *
 * - Server: rendered like any component, inside a `<div className>`.
 * - Browser, hydrating: the div keeps the server's HTML untouched (links and text work, nothing
 *   re-renders, updates of the page around it cannot disturb it) until the part comes within
 *   about a screen of the viewport or the shopper points at, touches or tabs into it. Then its
 *   code loads and the part is rendered live in place; the same HTML, so nothing moves, and
 *   keyboard focus stays on the same control.
 * - Browser, after a client-side navigation: loaded at once.
 * - Code that fails to load (offline) leaves the server's HTML in place; the next reach retries.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  className?: string,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  if (import.meta.env.SSR) serverLoads.push(loadCode());

  function Island(props: P) {
    const hydrated = useHydrated();
    const navigate = useNavigate();
    const [Live, setLive] = useState<ComponentType<P> | null>(() => loaded);
    const ref = useRef<HTMLDivElement>(null);
    const focusIndex = useRef(-1);
    const clickIndex = useRef(-1);

    useEffect(() => {
      const element = ref.current;
      if (Live || !element) return;
      let done = false;
      const observer =
        typeof IntersectionObserver === "function"
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) wake();
              },
              { rootMargin: AHEAD },
            )
          : null;
      // A tap that lands before the code: the store's links navigate in the app as live ones
      // would; any other control is pressed again once it is live.
      const onClick = (event: MouseEvent) => {
        const url = storeLinkOf(event);
        if (url) {
          event.preventDefault();
          void navigate(url.pathname + url.search + url.hash);
          return;
        }
        const control = (event.target as Element | null)?.closest?.("button");
        if (!control) return;
        event.preventDefault();
        clickIndex.current = [...element.querySelectorAll(FOCUSABLE)].indexOf(control);
        wake();
      };
      const stopWatching = () => {
        observer?.disconnect();
        for (const type of REACH_EVENTS) element.removeEventListener(type, wake);
      };
      // Taps are caught until the part is live, also while its code is on the way.
      element.addEventListener("click", onClick);
      const stop = () => {
        stopWatching();
        element.removeEventListener("click", onClick);
      };
      function wake() {
        if (done) return;
        done = true;
        stopWatching();
        loadCode().then(
          (component) => {
            const active = document.activeElement;
            focusIndex.current =
              active && element!.contains(active)
                ? [...element!.querySelectorAll(FOCUSABLE)].indexOf(active)
                : -1;
            setLive(() => component);
          },
          () => {
            // Offline or a failed deploy: the server's HTML stays; try again on the next reach.
            done = false;
            for (const type of REACH_EVENTS)
              element!.addEventListener(type, wake, { passive: true });
          },
        );
      }
      // Mounted after a client-side navigation, or nothing to keep: render it now.
      if (hydrated || element.childElementCount === 0) {
        wake();
        return stop;
      }
      observer?.observe(element);
      for (const type of REACH_EVENTS) element.addEventListener(type, wake, { passive: true });
      return stop;
      // Once per mount: the trigger does not depend on later renders.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [Live]);

    useLayoutEffect(() => {
      if (!Live) return;
      const controls = ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
      const focus = controls?.[focusIndex.current];
      const press = controls?.[clickIndex.current];
      focusIndex.current = clickIndex.current = -1;
      focus?.focus();
      press?.click();
    }, [Live]);

    if (Live) {
      return (
        <div key="live" ref={ref} className={className}>
          <Live {...props} />
        </div>
      );
    }
    // Hydration leaves an element's children alone when it sets its own inner HTML, and an
    // unchanged empty string is never written: the server's HTML stays as it is.
    return (
      <div
        key="static"
        ref={ref}
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  Island.displayName = "Island";
  return Island;
}

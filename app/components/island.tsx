// Parts of a page that the server renders in full but whose code a phone fetches only when the
// part is needed: the footer, the home page's banners, categories and
// sections below the fold (best sellers among them), a product's related products, gallery
// and trail, a list's filters and pager, the header's open banner and logo, the connectivity
// banner, the account menus and the error view.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { whenIdle } from "~/lib/when-idle";
import type { Handover } from "./island-fields";

/** How far below the screen a part starts loading (about one phone screen ahead). */
const AHEAD = "600px 0px";
/** What shows that the shopper is reaching for a part that is still the server's HTML. */
const REACH_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** The store's own link a plain left click follows in this tab. */
function storeLinkOf(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  // A link to a server address that is not a page (the language switch): the browser follows it.
  if (anchor.hasAttribute("data-document")) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

type Handoff = typeof import("./island-fields");
/** Set once the code that carries the shopper's input over has come (with the first island's code). */
let handoff: Handoff | null = null;
const loadHandoff = () =>
  import("./island-fields").then((m) => {
    handoff = m;
  });

const serverLoads: Promise<unknown>[] = [];

/** The server renders islands in full: their code is loaded once, before the first page. */
export const islandsReady = (): Promise<unknown> => Promise.all(serverLoads);

/**
 * Wraps a component whose code is split from the page's first load.
 *
 * - Server: rendered like any component, inside a `<div className>`.
 * - Browser, hydrating: the div keeps the server's HTML untouched (links and text work, nothing
 *   re-renders, updates of the page around it cannot disturb it) until the part comes within
 *   about a screen of the viewport (`when: "near"`, the default) or the shopper points at,
 *   touches or tabs into it (both kinds; `when: "reach"` waits for this alone; `when:
 *   "client"` for neither: the server's HTML stays for good). Then its
 *   code loads and the part is rendered live in place; the same HTML, so nothing moves, and
 *   keyboard focus stays on the same control.
 * - Browser, after a client-side navigation: loaded at once; its code is fetched as soon as the
 *   module that defines it runs once the page is up (a route's code fetched for a navigation),
 *   alongside the page's data, so the part is drawn with the page rather than a moment after.
 * - Code that fails to load (offline) leaves the server's HTML in place; the next reach retries.
 * - Props that change while the part is still the server's HTML show once it is live. Where the
 *   old content must not stay on screen meanwhile (a list that belongs to the page's product),
 *   key the island by what it shows: a new key mounts it afresh, empty until its code is in.
 *   Two such islands side by side need keys of their own (`trail:${id}`, not `${id}` twice):
 *   React keeps one of two equal sibling keys and never removes the other's old HTML.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    className,
    when = "near",
  }: {
    className?: string;
    /**
     * "near": within a screen of the viewport, or reached; "reach": only when reached; "idle":
     * once the browser is idle after the page is up, or reached (a part in view whose code can
     * wait for the page to be up, such as a carousel that moves on only after seconds);
     * "client": only when it is mounted after the page is up (a client-side navigation), for a
     * part that is text, pictures and links and nothing else: the server's HTML serves for good.
     */
    when?: "near" | "reach" | "idle" | "client";
  } = {},
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadCode = () =>
    (loading ??= Promise.all([load(), loadHandoff()]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  if (import.meta.env.SSR) serverLoads.push(loadCode());
  // Defined once the page is up (a page's code fetched for a navigation in the app): the part
  // is about to be drawn, so its code is fetched now, alongside the page's data.
  else if (document.readyState == "complete") loadCode().catch(() => {});

  function Island(props: P) {
    const hydrated = useHydrated();
    const navigate = useNavigate();
    const [Live, setLive] = useState<ComponentType<P> | null>(() => loaded);
    const ref = useRef<HTMLDivElement>(null);
    /** The shopper's place in the server's HTML just replaced, carried into the live part. */
    const handover = useRef<Handover | null>(null);

    useEffect(() => {
      const element = ref.current;
      if (Live || !element) return;
      let done = false;
      const observer =
        when === "near" && typeof IntersectionObserver === "function"
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) wake();
              },
              { rootMargin: AHEAD },
            )
          : null;
      // The swap waits while a pointer is pressed inside: a press and its release must land
      // on the same element, or the browser sends no click at all.
      let pressing = false;
      let pending: ComponentType<P> | null = null;
      /** A control tapped before the code came. */
      let tapped: Element | null = null;
      const goLive = (component: ComponentType<P>, now = !!tapped) => {
        // Both loaded with the component (loadCode).
        handover.current = handoff?.takeOver(element, tapped) ?? null;
        handoff?.draw(
          element,
          now,
          () => setLive(() => component),
          () => goLive(component, true),
        );
      };
      const onPress = () => {
        pressing = true;
      };
      const onRelease = () => {
        if (!pressing) return;
        // After the click that this release completes.
        setTimeout(() => {
          pressing = false;
          if (pending) goLive(pending);
          pending = null;
        }, 0);
      };
      element.addEventListener("pointerdown", onPress);
      document.addEventListener("pointerup", onRelease);
      document.addEventListener("pointercancel", onRelease);
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
        tapped = control;
        wake();
      };
      let cancelIdle: (() => void) | undefined;
      const stopWatching = () => {
        observer?.disconnect();
        cancelIdle?.();
        for (const type of REACH_EVENTS) element.removeEventListener(type, wake);
      };
      // Taps are caught until the part is live, also while its code is on the way.
      element.addEventListener("click", onClick);
      const stop = () => {
        stopWatching();
        element.removeEventListener("click", onClick);
        element.removeEventListener("pointerdown", onPress);
        document.removeEventListener("pointerup", onRelease);
        document.removeEventListener("pointercancel", onRelease);
      };
      function wake() {
        if (done) return;
        done = true;
        stopWatching();
        loadCode().then(
          (component) => {
            if (pressing) pending = component;
            else goLive(component);
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
      if (when === "idle") cancelIdle = whenIdle(wake);
      if (when !== "client")
        for (const type of REACH_EVENTS) element.addEventListener(type, wake, { passive: true });
      return stop;
      // Once per mount: the trigger does not depend on later renders.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [Live]);

    // Before the first paint of the live part: typed text, focus and caret carried over.
    useLayoutEffect(() => {
      const root = ref.current;
      if (Live && root && handover.current) handoff?.handOver(handover.current, root);
    }, [Live]);

    // The tap is carried out once the part's own mount effects have run (a menu that closes
    // itself on mount would otherwise swallow it).
    useEffect(() => {
      const root = ref.current;
      const taken = handover.current;
      handover.current = null;
      if (Live && root && taken) handoff?.pressAgain(taken, root);
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
  /** Fetches the code ahead of need (a part that can appear without a server render). */
  const preload = () => loadCode().then(() => undefined);
  return Object.assign(Island, { preload });
}

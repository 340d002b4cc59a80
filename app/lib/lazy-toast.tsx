// react-hot-toast, loaded when needed. Vite resolves the bare "react-hot-toast" to this module
// for the app (vite.config.ts), so every feature keeps `import toast from "react-hot-toast"`
// while the library (with its CSS-in-JS runtime, about 5 KB gzip) leaves the first load: it is
// fetched when the browser is idle after the page is up, or by the first toast, whichever is
// first. Toasts raised before it arrives are shown as soon as it does, with the same ids.
import { useEffect, useState } from "react";
import type RealToast from "react-hot-toast-real";
import type { Toaster as RealToaster } from "react-hot-toast-real";
import { whenIdle } from "./when-idle";
import { messageNow } from "./i18n/i18n";

type Library = typeof import("react-hot-toast-real");
type Message = Parameters<typeof RealToast>[0];
type Options = Parameters<typeof RealToast>[1];
type ToasterOptions = typeof import("./toaster-options");

let library: Promise<Library> | null = null;
/** Fetched once; a fetch that failed (offline) is tried again by the next call. */
const load = () =>
  (library ??= import("react-hot-toast-real").catch((error: unknown) => {
    library = null;
    throw error;
  }));

/**
 * The StoreToaster's mount: a toast raised before the page's idle moment mounts the container
 * at once. react-hot-toast counts a toast's time from when it is raised, so a
 * container that came seconds later (a busy phone) would dismiss it unseen.
 */
let mountToasterNow: (() => void) | null = null;

let counter = 0;
function show(
  kind: "blank" | "success" | "error" | "loading",
  message: Message,
  options?: Options,
) {
  const id = options?.id ?? `toast-${++counter}`;
  // The SPEC's messages and the API's answers come in English: shown in the page's language.
  const shown = typeof message === "string" ? messageNow(message) : message;
  mountToasterNow?.();
  // A toast whose library cannot be fetched (offline) is dropped.
  void load().then(
    ({ default: real }) => {
      const withId = { ...options, id };
      if (kind === "blank") real(shown, withId);
      else real[kind](shown, withId);
    },
    () => undefined,
  );
  return id;
}

const toast = Object.assign(
  (message: Message, options?: Options) => show("blank", message, options),
  {
    success: (message: Message, options?: Options) => show("success", message, options),
    error: (message: Message, options?: Options) => show("error", message, options),
    loading: (message: Message, options?: Options) => show("loading", message, options),
    dismiss: (id?: string) =>
      void load().then(
        ({ default: real }) => real.dismiss(id),
        () => undefined,
      ),
    remove: (id?: string) =>
      void load().then(
        ({ default: real }) => real.remove(id),
        () => undefined,
      ),
  },
);

export default toast;
export { toast };

/**
 * The store's toast container: react-hot-toast's, top-centre under the sticky header with SPEC
 * §8's display times (app/lib/toaster-options.ts). The container and its options come with
 * the library once the page is up: nothing of them is in a page's first load.
 */
export function StoreToaster() {
  const [live, setLive] = useState<[typeof RealToaster, ToasterOptions] | null>(null);
  useEffect(() => {
    let mounted = true;
    // Offline before the service worker kept the files: tried again once back online. Called
    // again (by the idle moment, or the next toast) it sets the same container again.
    const attempt = () =>
      void Promise.all([load(), import("./toaster-options")]).then(
        ([library, options]) => mounted && setLive([library.Toaster, options]),
        () => window.addEventListener("online", attempt, { once: true }),
      );
    mountToasterNow = attempt;
    const cancel = whenIdle(attempt);
    return () => {
      mounted = false;
      cancel();
      window.removeEventListener("online", attempt);
    };
  }, []);
  if (!live) return null;
  const [Real, options] = live;
  return (
    <Real
      position={options.TOAST_POSITION}
      toastOptions={options.TOASTER_OPTIONS}
      containerStyle={options.TOASTER_CONTAINER_STYLE}
    />
  );
}

// react-hot-toast, loaded when needed. Vite resolves the bare "react-hot-toast" to this module
// for the app (vite.config.ts), so every feature keeps `import toast from "react-hot-toast"`
// while the library (with its CSS-in-JS runtime, about 5 KB gzip) leaves the first load: it is
// fetched when the browser is idle after the page is up, or by the first toast, whichever is
// first. Toasts raised before it arrives are shown as soon as it does, with the same ids.
import { useEffect, useState, type ComponentProps } from "react";
import type RealToast from "react-hot-toast-real";
import { whenIdle } from "./when-idle";
import type { Toaster as RealToaster } from "react-hot-toast-real";

type Library = typeof import("react-hot-toast-real");
type Message = Parameters<typeof RealToast>[0];
type Options = Parameters<typeof RealToast>[1];

let library: Promise<Library> | null = null;
const load = () => (library ??= import("react-hot-toast-real"));

let counter = 0;
function show(
  kind: "blank" | "success" | "error" | "loading",
  message: Message,
  options?: Options,
) {
  const id = options?.id ?? `toast-${++counter}`;
  void load().then(({ default: real }) => {
    const withId = { ...options, id };
    if (kind === "blank") real(message, withId);
    else real[kind](message, withId);
  });
  return id;
}

const toast = Object.assign(
  (message: Message, options?: Options) => show("blank", message, options),
  {
    success: (message: Message, options?: Options) => show("success", message, options),
    error: (message: Message, options?: Options) => show("error", message, options),
    loading: (message: Message, options?: Options) => show("loading", message, options),
    dismiss: (id?: string) => void load().then(({ default: real }) => real.dismiss(id)),
    remove: (id?: string) => void load().then(({ default: real }) => real.remove(id)),
  },
);

export default toast;
export { toast };

export function Toaster(props: ComponentProps<typeof RealToaster>) {
  const [Real, setReal] = useState<typeof RealToaster | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => void load().then((m) => live && setReal(() => m.Toaster)));
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Real ? <Real {...props} /> : null;
}

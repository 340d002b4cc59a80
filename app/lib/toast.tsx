// The storefront's toasts: react-hot-toast, with the SPEC's messages and the API's answers
// (which come in English) shown in the page's language, and its container placed and timed
// once for every page (./toaster-options).
import realToast, { Toaster } from "react-hot-toast";
import { messageNow } from "./i18n/i18n";
import { TOAST_POSITION, TOASTER_CONTAINER_STYLE, TOASTER_OPTIONS } from "./toaster-options";
import { markToastsLoaded } from "./toasts-loaded";

type Message = Parameters<typeof realToast>[0];
type Options = Parameters<typeof realToast>[1];

const shown = (message: Message) => (typeof message === "string" ? messageNow(message) : message);

const toast = Object.assign(
  (message: Message, options?: Options) => realToast(shown(message), options),
  {
    success: (message: Message, options?: Options) => realToast.success(shown(message), options),
    error: (message: Message, options?: Options) => realToast.error(shown(message), options),
    loading: (message: Message, options?: Options) => realToast.loading(shown(message), options),
    dismiss: (id?: string) => realToast.dismiss(id),
    remove: (id?: string) => realToast.remove(id),
  },
);

export default toast;

// Whoever loads this module may raise a toast: the page mounts its container.
markToastsLoaded();

/** The store's toast container: top-centre under the sticky header, with SPEC §8's display times. */
export function StoreToaster() {
  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={TOASTER_OPTIONS}
      containerStyle={TOASTER_CONTAINER_STYLE}
    />
  );
}

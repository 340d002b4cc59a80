// The toasts' display times (SPEC §8): 4 s for blank, error and custom, 2 s for success,
// loading until dismissed. Pinned here rather than left to react-hot-toast's defaults, so
// a library upgrade cannot quietly change them. (At most 20 at once and the 1 s removal
// delay are fixed inside the library and match the spec.)
import type { DefaultToastOptions } from "react-hot-toast";
import { TOAST_DURATIONS_MS } from "@domain/store";

export const TOAST_POSITION = "top-center" as const;

/** Top-centre, but under the sticky header (its edge is kept in --header-bottom by the header). */
export const TOASTER_CONTAINER_STYLE = { top: "calc(var(--header-bottom, 0px) + 12px)" } as const;

export const TOASTER_OPTIONS: DefaultToastOptions = {
  blank: { duration: TOAST_DURATIONS_MS.blank },
  error: { duration: TOAST_DURATIONS_MS.error },
  custom: { duration: TOAST_DURATIONS_MS.custom },
  success: { duration: TOAST_DURATIONS_MS.success },
  loading: { duration: TOAST_DURATIONS_MS.loading },
};

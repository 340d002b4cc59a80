// Static facts about the store and the timings and limits of SPEC §2, §8 and §9, kept in
// one place so the header, the info pages and the server agree. Every page's first load
// carries this module (the header names the store), so facts that only some screens use live
// beside it: the branches and map view in branches.ts, the contact form's in contact.ts and
// the image limits in image-files.ts.

export const STORE = {
  name: "Sorsogon MiniMart",
  tagline: "Your neighbourhood grocery, delivered within 60 minutes",
  city: "Sorsogon City",
  province: "Sorsogon",
  country: "Philippines",
  phone: "+63 917 555 0142",
  email: "hello@sorsogonminimart.ph",
  // The header and info pages say 24/7; the branch record keeps its own hours (SPEC §9:
  // both readings stand).
  openHoursLabel: "24/7 Daily",
  deliveryPromiseMinutes: 60,
  paymentMethod: "Cash on Delivery",
} as const;

/** Delivery promise shown in the header and the how-it-works steps (SPEC §1, §9). */
export const DELIVERY_PROMISE_MINUTES = STORE.deliveryPromiseMinutes;

export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_SLIDE_MS = 500;
/**
 * Widths the seed draws each home banner at. 960 is what a phone of 390-412 px at a device
 * pixel ratio of 1.75-2 picks; without it such a phone fetched the 1280 one.
 */
export const BANNER_WIDTHS = [640, 960, 1280] as const;

export const CONNECTIVITY_TIMEOUT_MS = 5000;
export const CONNECTIVITY_RECHECK_MS = 30000;

export const POLICY_LAST_UPDATED = "June 25, 2025";

export const PASSWORD_MIN_LENGTH = 6;

// Toasts (SPEC §8). Durations are per kind; the image-name mismatch error stays longer
// because it lists file names the seller has to read.
export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const;
export const IMAGE_MISMATCH_TOAST_MS = 10000;
export const LOGOUT_TOAST_MS = 2000;

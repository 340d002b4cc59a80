// Static facts about the store and the timings and limits of SPEC §2, §8 and §9, kept in
// one place so the header, the info pages, the store finder and the server agree.

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

export interface StoreBranch {
  id: string;
  name: string;
  address: string;
  fullAddress: string;
  coordinates: { latitude: number; longitude: number };
  phone: string;
  hours: string;
  description: string;
  isMainBranch: boolean;
}

export const STORE_BRANCHES: readonly StoreBranch[] = [
  {
    id: "pangpang",
    name: `${STORE.name} - Pangpang`,
    address: "Pangpang, Sorsogon City",
    fullAddress: "Pangpang, Sorsogon City, 4700 Sorsogon, Philippines",
    coordinates: { latitude: 12.978, longitude: 123.986 },
    phone: STORE.phone,
    hours: "5:00 AM - 8:00 PM daily",
    description:
      "Our main branch: fresh products and everyday essentials, with fast delivery across Sorsogon City.",
    isMainBranch: true,
  },
];

/** An external directions link to a branch, opened in a new tab (SPEC §2.8). */
export function directionsUrl(coordinates: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates.latitude},${coordinates.longitude}`;
}

/**
 * The store finder's first view (SPEC §2.8: near the middle of the province, zoom 14). Sorsogon
 * province spans about 12.48-13.15° N and 123.45-124.2° E; the middle of that box lies around
 * 12.82° N on the south shore of Sorsogon Bay. The centre is Juban town (12.85° N, 123.99° E),
 * on the province's middle latitude and its main road, so the first view shows land and roads,
 * not the bay. The branches (Sorsogon City, ~14 km north) are a click on "Show on map" away.
 */
export const MAP_DEFAULTS = {
  center: [12.85, 123.99] as const,
  zoom: 14,
  branchZoom: 17,
  heightPx: 500,
} as const;

export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_SLIDE_MS = 500;
/**
 * Widths the seed draws each home banner at. 960 is what a phone of 390-412 px at a device
 * pixel ratio of 1.75-2 picks; without it such a phone fetched the 1280 one.
 */
export const BANNER_WIDTHS = [640, 960, 1280] as const;

export const CONNECTIVITY_TIMEOUT_MS = 5000;
export const CONNECTIVITY_RECHECK_MS = 30000;

export const CONTACT_SUBJECTS = [
  { value: "order", label: "Order Inquiry" },
  { value: "delivery", label: "Delivery Concern" },
  { value: "product", label: "Product Question" },
  { value: "complaint", label: "Complaint" },
  { value: "suggestion", label: "Suggestion" },
  { value: "other", label: "Other" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const CONTACT_SUBMIT_DELAY_MS = 1000;
export const CONTACT_THANKS_MS = 5000;

export const POLICY_LAST_UPDATED = "June 25, 2025";

export const MAX_PRODUCT_IMAGES = 4;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

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
export const TOAST_MAX_VISIBLE = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const IMAGE_MISMATCH_TOAST_MS = 10000;
export const LOGOUT_TOAST_MS = 2000;
export const EMERGENCY_LOGOUT_RELOAD_MS = 1000;

// The store's branches (SPEC §3) and the store finder's map view (SPEC §2.8). Apart from
// store.ts so that every page's first load, which needs the store's name, does not carry them.
import { STORE } from "./store";

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

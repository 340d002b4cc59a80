// What the branch list and the map's info window say about a branch (SPEC §2.8, §3).
import { MAP_DEFAULTS, directionsUrl, type StoreBranch } from "@domain/branches";

export { telHref } from "~/lib/phone";
import { telHref } from "~/lib/phone";

export interface BranchInfo {
  id: string;
  name: string;
  isMain: boolean;
  address: string;
  hours: string;
  /**
   * What the card and the map say about hours: online orders are taken 24/7 (the header's "24/7
   * Daily"), the branch's walk-in counter keeps the record's hours, so both readings of the
   * spec are said together rather than side by side without a word.
   */
  hoursLabel: string;
  phone: string;
  phoneHref: string;
  description: string;
  directionsHref: string;
  latLng: [number, number];
}

/**
 * "Online orders 24/7 · walk-in counter 5:00 AM - 8:00 PM daily". The store finder passes the
 * page's language's words instead (pages.json "pages.storeFinder.hoursLabel", whose English a
 * test holds equal to this).
 */
export const branchHoursLabel = (counterHours: string): string =>
  `Online orders 24/7 · walk-in counter ${counterHours}`;

export function branchInfo(
  branch: StoreBranch,
  hoursLabel: (counterHours: string) => string = branchHoursLabel,
): BranchInfo {
  const { latitude, longitude } = branch.coordinates;
  return {
    id: branch.id,
    name: branch.name,
    isMain: branch.isMainBranch,
    address: branch.fullAddress,
    hours: branch.hours,
    hoursLabel: hoursLabel(branch.hours),
    phone: branch.phone,
    phoneHref: telHref(branch.phone),
    description: branch.description,
    directionsHref: directionsUrl(branch.coordinates),
    latLng: [latitude, longitude],
  };
}

/** The main branch first, then the others in their listed order. */
export function orderBranches(
  branches: readonly StoreBranch[],
  hoursLabel: (counterHours: string) => string = branchHoursLabel,
): BranchInfo[] {
  return [...branches]
    .sort((a, b) => Number(b.isMainBranch) - Number(a.isMainBranch))
    .map((branch) => branchInfo(branch, hoursLabel));
}

export const MAP_VIEW = {
  center: [MAP_DEFAULTS.center[0], MAP_DEFAULTS.center[1]] as [number, number],
  zoom: MAP_DEFAULTS.zoom,
  branchZoom: MAP_DEFAULTS.branchZoom,
  heightPx: MAP_DEFAULTS.heightPx,
};

/** The markers' look: red dots (SPEC §2.8), drawn as SVG circles, no image files. */
export const MARKER_STYLE = {
  radius: 9,
  color: "#ffffff",
  weight: 3,
  fillColor: "#dc2626",
  fillOpacity: 1,
  className: "store-marker",
} as const;

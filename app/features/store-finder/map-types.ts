// The map types of SPEC §2.8 and the tiles behind them. Only OpenStreetMap's own tile servers
// may be used (the Content-Security-Policy allows https://*.tile.openstreetmap.org and nothing
// else), and they serve one style: the standard road map. Satellite, hybrid and terrain need
// an imagery or terrain provider, so they are offered but disabled, with the reason
// (docs/decisions/050-store-finder-map.md).

import { MSG } from "@domain/messages";

export type MapTypeId = "roadmap" | "satellite" | "hybrid" | "terrain";

export interface TileSource {
  url: string;
  subdomains: string;
  maxZoom: number;
  attribution: string;
}

export interface MapType {
  id: MapTypeId;
  label: string;
  /** The tiles, or null when no allowed source exists (then `unavailableReason` says why). */
  tiles: TileSource | null;
  unavailableReason?: string;
}

export const MAPS_SERVICE_NAME = "OpenStreetMap";

export const OSM_STANDARD_TILES: TileSource = {
  url: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  subdomains: "abc",
  maxZoom: 19,
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

const NEEDS_IMAGERY =
  "Needs an aerial imagery provider: OpenStreetMap publishes maps, not satellite photos.";

export const MAP_TYPES: readonly MapType[] = [
  { id: "roadmap", label: "Roadmap", tiles: OSM_STANDARD_TILES },
  { id: "satellite", label: "Satellite", tiles: null, unavailableReason: NEEDS_IMAGERY },
  {
    id: "hybrid",
    label: "Hybrid",
    tiles: null,
    unavailableReason: `${NEEDS_IMAGERY} Hybrid adds road labels over those photos.`,
  },
  {
    id: "terrain",
    label: "Terrain",
    tiles: null,
    unavailableReason:
      "Needs a terrain (relief) map provider: OpenStreetMap's own tile server draws only the standard map.",
  },
];

export const DEFAULT_MAP_TYPE: MapTypeId = "roadmap";

export function mapTypeById(id: MapTypeId): MapType {
  return MAP_TYPES.find((type) => type.id === id) ?? (MAP_TYPES[0] as MapType);
}

/** Every host a tile URL template can expand to ("{s}" → each subdomain). */
export function tileHosts(tiles: TileSource): string[] {
  const subdomains = tiles.url.includes("{s}") ? [...tiles.subdomains] : [""];
  return subdomains.map(
    (s) => new URL(tiles.url.replace("{s}", s).replace(/\{[^}]+\}/g, "0")).hostname,
  );
}

export const LOADING_MESSAGE = `Loading ${MAPS_SERVICE_NAME}...`;
export const ERROR_TITLE = `Error loading ${MAPS_SERVICE_NAME}`;
export const ERROR_HINT = MSG.CHECK_CONNECTION;

// The map types of SPEC §2.8 and the tiles behind them.
// Roadmap and Terrain come from keyless open tile services and are always offered. Satellite
// and Hybrid need an aerial imagery provider: they exist only when the store sets
// MAP_IMAGERY_TILE_URL, and are simply absent otherwise (no dead tabs).
// Every host here must be in the Content-Security-Policy's img-src (server/app.ts): the server
// and the store finder read them from here.

import { MSG } from "./messages";

export type MapTypeId = "roadmap" | "satellite" | "hybrid" | "terrain";

export interface TileSource {
  url: string;
  subdomains: string;
  /** The deepest zoom the service draws; deeper zooms scale its tiles up. */
  maxNativeZoom: number;
  attribution: string;
}

export interface MapType {
  id: MapTypeId;
  label: string;
  /** The base layer first, then overlays drawn on top of it (Hybrid's labels). */
  layers: readonly [TileSource, ...TileSource[]];
}

/** The store's imagery setting, as the server hands it to the home page. */
export interface MapImagery {
  url: string;
  attribution?: string;
}

/** The maps service the loading and failure texts name (SPEC §2.8). */
export const MAPS_SERVICE_NAME = "OpenStreetMap";

/** The deepest zoom the map allows; sources with a shallower native zoom are scaled. */
export const MAP_MAX_ZOOM = 19;

const OSM_CREDIT =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const OSM_STANDARD_TILES: TileSource = {
  url: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  subdomains: "abc",
  maxNativeZoom: 19,
  attribution: OSM_CREDIT,
};

/** OpenTopoMap: OpenStreetMap data with SRTM relief and contour lines, keyless. */
export const OPENTOPOMAP_TILES: TileSource = {
  url: "https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png",
  subdomains: "abc",
  maxNativeZoom: 17,
  attribution:
    'Map data: &copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors, ' +
    '<a href="http://viewfinderpanoramas.org">SRTM</a> | Map style: &copy; ' +
    '<a href="https://opentopomap.org">OpenTopoMap</a> ' +
    '(<a href="https://creativecommons.org/licenses/by-sa/3.0/">CC-BY-SA</a>)',
};

/**
 * Hybrid's labels: CARTO's keyless "Voyager, labels only" raster layer (OpenStreetMap data,
 * transparent background, haloed text that reads over photos).
 */
export const HYBRID_LABEL_TILES: TileSource = {
  url: "https://{s}.basemaps.cartocdn.com/rastertiles/voyager_only_labels/{z}/{x}/{y}.png",
  subdomains: "abcd",
  maxNativeZoom: 19,
  attribution: `${OSM_CREDIT}, &copy; <a href="https://carto.com/attributions">CARTO</a>`,
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** The imagery provider's layer: its attribution is plain text (never markup) or its host. */
export function imageryTiles(imagery: MapImagery): TileSource {
  const host = new URL(imagery.url.replace("{s}", "a").replace(/\{[a-z]+\}/g, "0")).host;
  const credit = imagery.attribution?.trim() || `Imagery: ${host}`;
  return {
    url: imagery.url,
    subdomains: "abc",
    maxNativeZoom: 19,
    attribution: escapeHtml(credit),
  };
}

/**
 * The map types offered, in the spec's order (roadmap, satellite, hybrid, terrain): without
 * an imagery setting, Roadmap and Terrain only.
 */
export function mapTypes(imagery?: MapImagery | null): MapType[] {
  const roadmap: MapType = { id: "roadmap", label: "Roadmap", layers: [OSM_STANDARD_TILES] };
  const terrain: MapType = { id: "terrain", label: "Terrain", layers: [OPENTOPOMAP_TILES] };
  if (!imagery?.url) return [roadmap, terrain];
  const photos = imageryTiles(imagery);
  return [
    roadmap,
    { id: "satellite", label: "Satellite", layers: [photos] },
    { id: "hybrid", label: "Hybrid", layers: [photos, HYBRID_LABEL_TILES] },
    terrain,
  ];
}

export const DEFAULT_MAP_TYPE: MapTypeId = "roadmap";

/** The type with this id among those offered, else the first (Roadmap). */
export function mapTypeById(types: readonly MapType[], id: MapTypeId): MapType {
  const found = types.find((type) => type.id === id) ?? types[0];
  if (!found) throw new Error("no map types");
  return found;
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

// The Leaflet map, loaded on demand (dynamic import) when the store finder nears the
// viewport, so Leaflet's ~40 KB gzip of script and its CSS stay out of the home page's first
// load. Vite bundles the CSS with this chunk: nothing comes from a CDN.
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./store-map.css";
import type { BranchInfo } from "./branch-info";
import { MAP_VIEW, MARKER_STYLE } from "./branch-info";
import { MAP_MAX_ZOOM, type MapType } from "@domain/map-types";

/** How the current map type's tiles are doing: the section shows loading and failure texts. */
export type TileState = "loading" | "ready" | "error";

export interface StoreMapController {
  showBranch(id: string, options?: { animate?: boolean }): void;
  setMapType(type: MapType): void;
  /** Ask for the current map type's tiles again (after a failure). */
  reloadTiles(): void;
  destroy(): void;
}

/** The info window's words, in the page's language (the map is built once per page). */
export interface MapTexts {
  directions: string;
  /** "Directions to <branch> (opens in a new tab)" */
  directionsLabel: (name: string) => string;
}

function popupContent(branch: BranchInfo, texts: MapTexts): HTMLElement {
  const root = document.createElement("div");
  root.className = "store-popup";
  const title = document.createElement("strong");
  title.textContent = branch.name;
  root.append(title);
  for (const line of [branch.address, branch.hoursLabel]) {
    const p = document.createElement("p");
    p.textContent = line;
    root.append(p);
  }
  const phone = document.createElement("a");
  phone.href = branch.phoneHref;
  phone.textContent = branch.phone;
  const phoneLine = document.createElement("p");
  phoneLine.append(phone);
  const directions = document.createElement("a");
  directions.href = branch.directionsHref;
  directions.target = "_blank";
  directions.rel = "noopener noreferrer";
  directions.textContent = texts.directions;
  directions.setAttribute("aria-label", texts.directionsLabel(branch.name));
  directions.className = "store-popup-directions";
  root.append(phoneLine, directions);
  return root;
}

export function createStoreMap(
  container: HTMLElement,
  branches: readonly BranchInfo[],
  options: {
    mapType: MapType;
    texts: MapTexts;
    onSelect?: (id: string) => void;
    onTiles?: (state: TileState) => void;
  },
): StoreMapController {
  const touch = L.Browser.mobile;
  const map = L.map(container, {
    center: MAP_VIEW.center,
    zoom: MAP_VIEW.zoom,
    maxZoom: MAP_MAX_ZOOM,
    // The page scrolls past the map: the wheel zooms and (on phones) one finger pans only
    // after the shopper has tapped or clicked into the map.
    scrollWheelZoom: false,
    dragging: !touch,
  });
  map.on("focus", () => {
    map.scrollWheelZoom.enable();
    map.dragging.enable();
  });
  map.on("blur", () => {
    map.scrollWheelZoom.disable();
    if (touch) map.dragging.disable();
  });

  // The tiles of one map type: its base layer decides the state. Leaflet fires "load" once
  // every visible tile has answered, failed ones included: none loaded and some failed is a
  // failure (offline, blocked); anything drawn is a map. Later pans do not change the state.
  let layers: L.TileLayer[] = [];
  let current = options.mapType;
  let generation = 0;
  function setMapType(type: MapType) {
    current = type;
    for (const layer of layers) layer.remove();
    const gen = ++generation;
    let loaded = 0;
    let failed = 0;
    options.onTiles?.("loading");
    layers = type.layers.map((source) =>
      L.tileLayer(source.url, {
        subdomains: source.subdomains,
        maxNativeZoom: source.maxNativeZoom,
        maxZoom: MAP_MAX_ZOOM,
        attribution: source.attribution,
      }),
    );
    const base = layers[0] as L.TileLayer;
    base.on("tileload", () => loaded++);
    base.on("tileerror", () => failed++);
    base.once("load", () => {
      if (gen === generation) options.onTiles?.(loaded === 0 && failed > 0 ? "error" : "ready");
    });
    for (const layer of layers) layer.addTo(map);
  }
  setMapType(options.mapType);

  const markers = new Map<string, L.CircleMarker>();
  for (const branch of branches) {
    const marker = L.circleMarker(branch.latLng, MARKER_STYLE)
      .bindTooltip(branch.name)
      // Keep the info window clear of the zoom buttons (top left) and the attribution.
      .bindPopup(popupContent(branch, options.texts), {
        maxWidth: 260,
        autoPanPaddingTopLeft: [56, 16],
        autoPanPaddingBottomRight: [16, 32],
      })
      .addTo(map);
    marker.on("click", () => options.onSelect?.(branch.id));
    markers.set(branch.id, marker);
  }

  return {
    showBranch(id, { animate = true } = {}) {
      const marker = markers.get(id);
      if (!marker) return;
      map.setView(marker.getLatLng(), MAP_VIEW.branchZoom, { animate });
      marker.openPopup();
    },
    setMapType,
    reloadTiles() {
      setMapType(current);
    },
    destroy() {
      generation++;
      map.remove();
      markers.clear();
    },
  };
}

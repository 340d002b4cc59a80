import { describe, expect, it } from "vitest";
import { MAP_DEFAULTS, STORE_BRANCHES, type StoreBranch } from "@domain/branches";
import {
  DEFAULT_MAP_TYPE,
  ERROR_HINT,
  ERROR_TITLE,
  HYBRID_LABEL_TILES,
  LOADING_MESSAGE,
  OPENTOPOMAP_TILES,
  OSM_STANDARD_TILES,
  imageryTiles,
  mapTypeById,
  mapTypes,
  tileHosts,
} from "@domain/map-types";
import { MAP_VIEW, MARKER_STYLE, branchInfo, orderBranches, telHref } from "./branch-info";
import englishMessages from "~/locales/en/messages-pages.json";

const IMAGERY = {
  url: "https://{s}.imagery.example/tiles/{z}/{y}/{x}.jpg",
  attribution: "Imagery © Example Aerial",
};

describe("map types (SPEC §2.8)", () => {
  it("without an imagery provider: Roadmap and Terrain only, no Satellite or Hybrid", () => {
    const types = mapTypes();
    expect(types.map((t) => [t.id, t.label])).toEqual([
      ["roadmap", "Roadmap"],
      ["terrain", "Terrain"],
    ]);
    expect(mapTypes(null)).toEqual(types);
    expect(mapTypes({ url: "" })).toEqual(types);
    expect(mapTypeById(types, DEFAULT_MAP_TYPE).layers).toEqual([OSM_STANDARD_TILES]);
    expect(mapTypeById(types, "terrain").layers).toEqual([OPENTOPOMAP_TILES]);
    // A type that is not offered falls back to Roadmap.
    expect(mapTypeById(types, "satellite").id).toBe("roadmap");
  });

  it("with an imagery provider: roadmap, satellite, hybrid, terrain in the spec's order", () => {
    const types = mapTypes(IMAGERY);
    expect(types.map((t) => t.label)).toEqual(["Roadmap", "Satellite", "Hybrid", "Terrain"]);
    const photos = imageryTiles(IMAGERY);
    expect(photos.url).toBe(IMAGERY.url);
    expect(mapTypeById(types, "satellite").layers).toEqual([photos]);
    // Hybrid: the same photos with a transparent labels layer on top.
    expect(mapTypeById(types, "hybrid").layers).toEqual([photos, HYBRID_LABEL_TILES]);
    expect(mapTypeById(types, "terrain").layers).toEqual([OPENTOPOMAP_TILES]);
  });

  it("roadmap and terrain come from keyless open tile services over https", () => {
    expect(tileHosts(OSM_STANDARD_TILES)).toEqual([
      "a.tile.openstreetmap.org",
      "b.tile.openstreetmap.org",
      "c.tile.openstreetmap.org",
    ]);
    expect(tileHosts(OPENTOPOMAP_TILES)).toEqual([
      "a.tile.opentopomap.org",
      "b.tile.opentopomap.org",
      "c.tile.opentopomap.org",
    ]);
    for (const tiles of [OSM_STANDARD_TILES, OPENTOPOMAP_TILES, HYBRID_LABEL_TILES]) {
      expect(tiles.url.startsWith("https://")).toBe(true);
      expect(tiles.url).not.toMatch(/key|token/i);
    }
    expect(OPENTOPOMAP_TILES.maxNativeZoom).toBe(17);
  });

  it("every layer carries its provider's attribution", () => {
    expect(OSM_STANDARD_TILES.attribution).toContain("https://www.openstreetmap.org/copyright");
    expect(OSM_STANDARD_TILES.attribution).toContain("OpenStreetMap</a> contributors");
    expect(OPENTOPOMAP_TILES.attribution.replace(/<[^>]+>/g, "")).toBe(
      "Map data: &copy; OpenStreetMap contributors, SRTM | Map style: &copy; OpenTopoMap (CC-BY-SA)",
    );
    expect(HYBRID_LABEL_TILES.attribution).toContain("CARTO");
    expect(HYBRID_LABEL_TILES.attribution).toContain("OpenStreetMap");
    expect(imageryTiles(IMAGERY).attribution).toBe("Imagery © Example Aerial");
  });

  it("the imagery attribution is shown as text, never markup; without one the host is named", () => {
    expect(
      imageryTiles({ url: IMAGERY.url, attribution: '<img src=x onerror="alert(1)">' }).attribution,
    ).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(imageryTiles({ url: "https://tiles.example/{z}/{x}/{y}.png" }).attribution).toBe(
      "Imagery: tiles.example",
    );
  });

  it("loading and failure texts name the maps service", () => {
    expect(LOADING_MESSAGE).toBe("Loading OpenStreetMap...");
    expect(ERROR_TITLE).toBe("Error loading OpenStreetMap");
    expect(ERROR_HINT).toBe("Please check your internet connection and try again.");
    // Translated by their English words (app/locales/<language>/messages-pages.json).
    expect(englishMessages).toMatchObject({
      [LOADING_MESSAGE]: LOADING_MESSAGE,
      [ERROR_TITLE]: ERROR_TITLE,
    });
  });
});

describe("branches", () => {
  it("describe the Pangpang branch with a directions link to its coordinates", () => {
    const [main] = orderBranches(STORE_BRANCHES);
    expect(main?.isMain).toBe(true);
    expect(main?.latLng).toEqual([12.978, 123.986]);
    expect(main?.directionsHref).toContain("destination=12.978,123.986");
    expect(main?.hours).toBe("5:00 AM - 8:00 PM daily");
    // The header's "24/7 Daily" is about orders; the record's hours are the counter's.
    expect(main?.hoursLabel).toBe("Online orders 24/7 · walk-in counter 5:00 AM - 8:00 PM daily");
    expect(main?.phoneHref).toBe("tel:+639175550142");
  });

  it("list the main branch first", () => {
    const base = STORE_BRANCHES[0] as StoreBranch;
    const other: StoreBranch = { ...base, id: "other", isMainBranch: false };
    expect(orderBranches([other, base]).map((b) => b.id)).toEqual([base.id, "other"]);
    expect(branchInfo(other).isMain).toBe(false);
    expect(orderBranches([base], (hours) => `counter ${hours}`)[0]?.hoursLabel).toBe(
      `counter ${base.hours}`,
    );
  });

  it("use the map defaults: zoom 14, 17 on a branch, 500 px, red dots", () => {
    expect(MAP_VIEW).toEqual({
      center: [...MAP_DEFAULTS.center],
      zoom: 14,
      branchZoom: 17,
      heightPx: 500,
    });
    expect(MARKER_STYLE.fillColor).toBe("#dc2626");
    expect(telHref("(054) 123-4567")).toBe("tel:0541234567");
  });
});

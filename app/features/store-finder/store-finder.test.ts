import { describe, expect, it } from "vitest";
import { MAP_DEFAULTS, STORE_BRANCHES, type StoreBranch } from "@domain/store";
import { MAP_VIEW, MARKER_STYLE, branchInfo, orderBranches, telHref } from "./branch-info";
import {
  DEFAULT_MAP_TYPE,
  ERROR_HINT,
  ERROR_TITLE,
  LOADING_MESSAGE,
  MAP_TYPES,
  OSM_STANDARD_TILES,
  mapTypeById,
  tileHosts,
} from "./map-types";

describe("map types (SPEC §2.8)", () => {
  it("offers roadmap, satellite, hybrid and terrain; the default has tiles", () => {
    expect(MAP_TYPES.map((t) => t.id)).toEqual(["roadmap", "satellite", "hybrid", "terrain"]);
    expect(mapTypeById(DEFAULT_MAP_TYPE).tiles).not.toBeNull();
  });

  it("every tile host is an OpenStreetMap tile server the CSP allows (https://*.tile.openstreetmap.org)", () => {
    for (const type of MAP_TYPES) {
      if (!type.tiles) continue;
      expect(type.tiles.url.startsWith("https://")).toBe(true);
      for (const host of tileHosts(type.tiles))
        expect(host).toMatch(/^[a-z0-9-]+\.tile\.openstreetmap\.org$/);
    }
    expect(tileHosts(OSM_STANDARD_TILES)).toEqual([
      "a.tile.openstreetmap.org",
      "b.tile.openstreetmap.org",
      "c.tile.openstreetmap.org",
    ]);
  });

  it("OpenStreetMap tiles carry the required attribution", () => {
    expect(OSM_STANDARD_TILES.attribution).toContain("https://www.openstreetmap.org/copyright");
    expect(OSM_STANDARD_TILES.attribution).toContain("OpenStreetMap");
  });

  it("types without an allowed source are disabled with a reason", () => {
    for (const type of MAP_TYPES.filter((t) => t.tiles === null)) {
      expect(type.unavailableReason).toMatch(/provider/);
    }
  });

  it("loading and failure texts name the maps service", () => {
    expect(LOADING_MESSAGE).toBe("Loading OpenStreetMap...");
    expect(ERROR_TITLE).toBe("Error loading OpenStreetMap");
    expect(ERROR_HINT).toBe("Please check your internet connection and try again.");
  });
});

describe("branches", () => {
  it("describe the Pangpang branch with a directions link to its coordinates", () => {
    const [main] = orderBranches(STORE_BRANCHES);
    expect(main?.isMain).toBe(true);
    expect(main?.latLng).toEqual([12.978, 123.986]);
    expect(main?.directionsHref).toContain("destination=12.978,123.986");
    expect(main?.hours).toBe("5:00 AM - 8:00 PM daily");
    expect(main?.phoneHref).toBe("tel:+639175550142");
  });

  it("list the main branch first", () => {
    const base = STORE_BRANCHES[0] as StoreBranch;
    const other: StoreBranch = { ...base, id: "other", isMainBranch: false };
    expect(orderBranches([other, base]).map((b) => b.id)).toEqual([base.id, "other"]);
    expect(branchInfo(other).isMain).toBe(false);
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

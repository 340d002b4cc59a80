import { describe, it, expect } from "vitest";
import barangayData from "./barangays.json";
import {
  BARANGAY_NAMES,
  FREE_DELIVERY_THRESHOLD,
  ZONE_FEES,
  deliveryZoneFor,
  findBarangay,
  normalizeBarangayName,
  qualifiesForFreeDelivery,
  zoneFee,
  zoneLabel,
} from "./delivery";

// SPEC §9: the 17 Zone-1 barangays, as the spec spells them.
const SPEC_ZONE_1 = [
  "Poblacion",
  "Polvorista",
  "Rawis",
  "Rizal",
  "Salog",
  "Sampaloc",
  "San Juan",
  "San Pedro",
  "San Roque",
  "Santo Niño",
  "Peñafrancia",
  "Piot",
  "Del Rosario",
  "Gatbo",
  "Talisay (Pob.)",
  "Pangpang",
  "Panlayaan",
];

describe("delivery constants", () => {
  it("match SPEC §9 and the shared data file", () => {
    expect(FREE_DELIVERY_THRESHOLD).toBe(500);
    expect(ZONE_FEES).toEqual({ 1: 20, 2: 35 });
    expect(barangayData.zones["1"].fee).toBe(ZONE_FEES[1]);
    expect(barangayData.zones["2"].fee).toBe(ZONE_FEES[2]);
  });
});

describe("normalizeBarangayName", () => {
  it.each([
    ["Santo Niño", "santonino"],
    ["  SANTO   nino ", "santonino"],
    ["Sto. Niño", "santonino"],
    ["Brgy. Rawis", "rawis"],
    ["Barangay Del Rosario", "delrosario"],
    ["Bon-Ot", "bonot"],
    ["Bon Ot", "bonot"],
    ["Bitan-o/Dalipay", "bitanodalipay"],
    ["Talisay (Pob.)", "talisaypoblacion"],
    ["", ""],
  ])("%j → %j", (input, key) => {
    expect(normalizeBarangayName(input)).toBe(key);
  });
});

describe("findBarangay", () => {
  it.each(SPEC_ZONE_1)("finds Zone-1 %s", (name) => {
    expect(findBarangay(name)?.zone).toBe(1);
  });

  it("knows every barangay of the data file, in its own zone", () => {
    for (const { name, zone } of barangayData.barangays) {
      expect(findBarangay(name)).toEqual({ name, zone });
    }
  });

  it.each([
    ["santo nino", { name: "Santo Niño", zone: 1 }],
    ["PENAFRANCIA", { name: "Peñafrancia", zone: 1 }],
    ["Talisay (Pob.)", { name: "Talisay", zone: 1 }],
    ["talisay pob", { name: "Talisay", zone: 1 }],
    ["Talisay Poblacion", { name: "Talisay", zone: 1 }],
    ["Pob.", { name: "Poblacion", zone: 1 }],
    ["San Juan", { name: "San Juan", zone: 1 }],
    ["San Juan (Roro)", { name: "San Juan (Roro)", zone: 2 }],
    ["san juan roro", { name: "San Juan (Roro)", zone: 2 }],
    ["Balogo", { name: "Balogo", zone: 2 }],
    ["Buenavista", { name: "Buenavista", zone: 2 }],
    ["San Isidro", { name: "San Isidro", zone: 2 }],
    ["Salvacion", { name: "Salvacion", zone: 2 }],
    ["balogo (bacon district)", { name: "Balogo (Bacon District)", zone: 2 }],
    ["Almendras Cogon", { name: "Almendras-Cogon", zone: 2 }],
    ["Bogna", { name: "Bogña", zone: 2 }],
    ["Sta. Cruz", { name: "Santa Cruz", zone: 2 }],
  ])("%j → %j", (typed, expected) => {
    expect(findBarangay(typed)).toEqual(expected);
  });

  it.each(["", "   ", "Legazpi", "Bacon", "Brgy.", "Cabid"])("does not know %j", (typed) => {
    expect(findBarangay(typed)).toBeNull();
  });
});

describe("BARANGAY_NAMES", () => {
  it("lists every canonical name once, A-Z", () => {
    expect(BARANGAY_NAMES).toHaveLength(barangayData.barangays.length);
    expect(new Set(BARANGAY_NAMES).size).toBe(BARANGAY_NAMES.length);
    expect(BARANGAY_NAMES[0]).toBe("Abuyog");
    expect(BARANGAY_NAMES.at(-1)).toBe("Tugos");
    expect(BARANGAY_NAMES.indexOf("San Juan")).toBeLessThan(
      BARANGAY_NAMES.indexOf("San Juan (Roro)"),
    );
    expect(BARANGAY_NAMES.indexOf("San Pascual")).toBeLessThan(BARANGAY_NAMES.indexOf("San Pedro"));
  });

  it("has exactly the 17 Zone-1 barangays of SPEC §9", () => {
    expect(BARANGAY_NAMES.filter((name) => deliveryZoneFor(name) === 1)).toHaveLength(17);
  });
});

describe("fees", () => {
  it("zoneFee: 20, 35, and 0 for an unknown zone", () => {
    expect(zoneFee(1)).toBe(20);
    expect(zoneFee(2)).toBe(35);
    expect(zoneFee(null)).toBe(0);
  });

  it("deliveryZoneFor handles missing input", () => {
    expect(deliveryZoneFor(null)).toBeNull();
    expect(deliveryZoneFor(undefined)).toBeNull();
    expect(deliveryZoneFor("Rawis")).toBe(1);
  });

  it("free delivery from 500 inclusive", () => {
    expect(qualifiesForFreeDelivery(499.99)).toBe(false);
    expect(qualifiesForFreeDelivery(500)).toBe(true);
  });

  it("zone labels", () => {
    expect(zoneLabel(1)).toBe("Zone 1 (within 2 km)");
    expect(zoneLabel(2)).toBe("Zone 2 (2-5 km)");
    expect(zoneLabel(null)).toBe("Outside delivery zones");
  });
});

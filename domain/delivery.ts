// Delivery zones and fees (SPEC §9). The barangay list lives in barangays.json, a copy of
// shared/data/sorsogon-city-barangays.json, so the product never reads ../shared at run time.
import barangayData from "./barangays.json";

export type DeliveryZone = 1 | 2;

export interface BarangayMatch {
  name: string;
  zone: DeliveryZone;
}

/** Free delivery when the subtotal is this or more (SPEC §9 says "500 or more"). */
export const FREE_DELIVERY_THRESHOLD = 500;

export const ZONE_FEES = { 1: 20, 2: 35 } as const;

interface BarangayRecord {
  name: string;
  zone: number;
  aliases?: string[];
}

// Words a shopper adds around a barangay name that carry no meaning for matching.
const PREFIX_WORDS = new Set(["barangay", "brgy", "bgy", "bgry"]);
// Filipino address abbreviations typed on phones ("Sto. Niño", "Sta. Cruz", "Pob.").
const WORD_EXPANSIONS: Record<string, string> = { sto: "santo", sta: "santa", pob: "poblacion" };

/**
 * The comparison key for a barangay name. SPEC §5 compares "case-insensitively after
 * removing punctuation"; we go a little further because shoppers type on phones:
 * - diacritics are folded (ñ → n), so "Santo Nino" matches "Santo Niño";
 * - punctuation AND whitespace are dropped, so "Bon-Ot", "Bon Ot" and "Bonot" agree,
 *   as do "Almendras-Cogon" and "Almendras Cogon" (no two barangays differ only so);
 * - a leading "Brgy."/"Barangay" is ignored and "Sto."/"Sta."/"Pob." read in full.
 * The result is a key for comparing, never for display.
 */
export function normalizeBarangayName(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "");
  while (words.length > 1 && PREFIX_WORDS.has(words[0] ?? "")) words.shift();
  return words.map((word) => WORD_EXPANSIONS[word] ?? word).join("");
}

function asZone(zone: number, name: string): DeliveryZone {
  if (zone === 1 || zone === 2) return zone;
  throw new Error(`barangays.json: unknown zone ${zone} for ${name}`);
}

const RECORDS = (barangayData.barangays as BarangayRecord[]).map((record) => ({
  name: record.name,
  zone: asZone(record.zone, record.name),
  spellings: [record.name, ...(record.aliases ?? [])],
}));

// Exact canonical names and aliases win over base names, so "San Juan" (Zone 1) is never
// mistaken for "San Juan (Roro)" (Zone 2).
const EXACT_INDEX = new Map<string, BarangayMatch>();
for (const { name, zone, spellings } of RECORDS) {
  for (const spelling of spellings) {
    EXACT_INDEX.set(normalizeBarangayName(spelling), { name, zone });
  }
}

// Base names ("Balogo" for "Balogo (Bacon District)"). We cannot tell which district the
// shopper means, so the match is named by the base name itself; it is only offered when
// every district sharing it is in the same zone, because the zone is what prices delivery.
const BASE_INDEX = new Map<string, BarangayMatch>();
{
  const groups = new Map<string, { base: string; zones: Set<DeliveryZone> }>();
  for (const record of RECORDS) {
    const base = record.name.replace(/\s*\(.*\)\s*$/, "").trim();
    if (base === record.name) continue;
    const key = normalizeBarangayName(base);
    const group = groups.get(key) ?? { base, zones: new Set<DeliveryZone>() };
    group.zones.add(record.zone);
    groups.set(key, group);
  }
  for (const [key, group] of groups) {
    const [zone] = [...group.zones];
    if (group.zones.size === 1 && zone !== undefined && !EXACT_INDEX.has(key)) {
      BASE_INDEX.set(key, { name: group.base, zone });
    }
  }
}

/** The barangay a shopper typed, or null when it is not one we deliver to. */
export function findBarangay(name: string): BarangayMatch | null {
  const key = normalizeBarangayName(name);
  if (key === "") return null;
  const match = EXACT_INDEX.get(key) ?? BASE_INDEX.get(key);
  return match ? { ...match } : null;
}

/** Canonical names for a picker, A-Z (code-point order on the folded key, locale-free). */
export const BARANGAY_NAMES: readonly string[] = Object.freeze(
  RECORDS.map((record) => record.name).sort((a, b) => {
    const ka = normalizeBarangayName(a);
    const kb = normalizeBarangayName(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  }),
);

export function deliveryZoneFor(barangay: string | null | undefined): DeliveryZone | null {
  if (barangay == null) return null;
  return findBarangay(barangay)?.zone ?? null;
}

/** Unknown zone → 0 (SPEC §9: an unknown barangay gives a fee of 0). */
export function zoneFee(zone: DeliveryZone | null): number {
  return zone === null ? 0 : ZONE_FEES[zone];
}

export function qualifiesForFreeDelivery(subtotal: number): boolean {
  return subtotal >= FREE_DELIVERY_THRESHOLD;
}

/** Shown in the zone badge when the barangay is not in our list. */
export const UNKNOWN_ZONE_LABEL = "Outside delivery zones";

/** e.g. "Zone 1 (within 2 km)", "Zone 2 (2-5 km)". */
export function zoneLabel(zone: DeliveryZone | null): string {
  if (zone === null) return UNKNOWN_ZONE_LABEL;
  const info = barangayData.zones[String(zone) as "1" | "2"];
  return `${info.label} (${info.distance})`;
}

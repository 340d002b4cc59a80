// Figures the information pages quote, derived from the shared rules in domain/ so a page can
// never disagree with checkout (fees, zones, free-delivery threshold, minimum order, tax). The
// sentences around them are the catalogs' (app/locales/<language>/pages.json), read through `t`.
import {
  BARANGAY_NAMES,
  FREE_DELIVERY_THRESHOLD,
  ZONE_FEES,
  deliveryZoneFor,
  zoneLabel,
  type DeliveryZone,
} from "@domain/delivery";
import { computeOrderTotals } from "@domain/order-totals";
import { MINIMUM_ORDER_AMOUNT, TAX_RATE, formatPeso } from "@domain/pricing";
import { STORE } from "@domain/store";
import barangayData from "@domain/barangays.json";
import type { Translate } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

/** "₱20", "₱1,000": whole-peso amounts read better in prose than "₱20.00". */
export function pesoWhole(amount: number): string {
  const text = formatPeso(amount);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}

export function barangaysInZone(zone: DeliveryZone): string[] {
  return BARANGAY_NAMES.filter((name) => deliveryZoneFor(name) === zone);
}

export interface ZoneSummary {
  zone: DeliveryZone;
  /** "Zone 1" (the data's English; shown through `zoneName`) */
  name: string;
  /** "within 2 km" (the data's English; shown through `zoneDistance`) */
  distance: string;
  /** "Zone 1 (within 2 km)" (domain/delivery's zoneLabel; shown through `zoneLabelText`) */
  label: string;
  fee: string;
  barangays: string[];
}

export const ZONES: readonly ZoneSummary[] = ([1, 2] as const).map((zone) => ({
  zone,
  name: barangayData.zones[String(zone) as "1" | "2"].label,
  distance: barangayData.zones[String(zone) as "1" | "2"].distance,
  label: zoneLabel(zone),
  fee: pesoWhole(ZONE_FEES[zone]),
  barangays: barangaysInZone(zone),
}));

// The zones' words in the page's language; in English they equal domain/barangays.json's
// (a unit test holds them equal).
const ZONE_DISTANCE_KEYS: Record<DeliveryZone, MessageKey> = {
  1: "pages.zone.distance.1",
  2: "pages.zone.distance.2",
};

export const zoneName = (t: Translate, zone: DeliveryZone): string =>
  t("pages.zone.name", { zone });
export const zoneDistance = (t: Translate, zone: DeliveryZone): string =>
  t(ZONE_DISTANCE_KEYS[zone]);
export const zoneLabelText = (t: Translate, zone: DeliveryZone): string =>
  t("pages.zone.label", { name: zoneName(t, zone), distance: zoneDistance(t, zone) });

export const TAX_PERCENT = `${Math.round(TAX_RATE * 100)}%`;
/** SPEC §9: bills of 1000 and above may need change arrangements. */
export const LARGE_BILL_THRESHOLD = 1000;

/** The sentences several pages share, in the page's language. */
export function storeFactTexts(t: Translate) {
  return {
    freeDelivery: t("pages.facts.freeDelivery", { amount: pesoWhole(FREE_DELIVERY_THRESHOLD) }),
    minimumOrder: t("pages.facts.minimumOrder", { amount: pesoWhole(MINIMUM_ORDER_AMOUNT) }),
    deliveryTarget: t("pages.facts.deliveryTarget", {
      minutes: STORE.deliveryPromiseMinutes,
      city: STORE.city,
    }),
    hours: t("pages.facts.hours"),
    largeBill: t("pages.facts.largeBill", { amount: pesoWhole(LARGE_BILL_THRESHOLD) }),
  };
}

/** A worked example of a bill, computed by the same rules as checkout. */
export function exampleBill(t: Translate, subtotal: number, barangay: string) {
  const totals = computeOrderTotals({ subtotal, barangay });
  const zone = totals.zone;
  return {
    barangay,
    zone,
    rows: [
      [t("pages.bill.items"), formatPeso(totals.subtotal)],
      [
        t("pages.bill.deliveryFee", {
          zone: zone === null ? zoneLabel(zone) : zoneLabelText(t, zone),
        }),
        totals.freeDelivery ? t("pages.bill.free") : formatPeso(totals.deliveryFee),
      ],
      [t("pages.bill.tax", { percent: TAX_PERCENT }), formatPeso(totals.taxAmount)],
      [t("pages.bill.total"), formatPeso(totals.total)],
    ] as const,
  };
}

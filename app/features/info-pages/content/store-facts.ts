// Figures the information pages quote, derived from the shared rules in domain/ so a page can
// never disagree with checkout (fees, zones, free-delivery threshold, minimum order, tax).
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
  /** "Zone 1" */
  name: string;
  /** "within 2 km" */
  distance: string;
  /** "Zone 1 (within 2 km)" */
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

export const FREE_DELIVERY_TEXT = `Delivery is free when your order subtotal is ${pesoWhole(FREE_DELIVERY_THRESHOLD)} or more.`;
export const MINIMUM_ORDER_TEXT = `The minimum order for checkout is ${pesoWhole(MINIMUM_ORDER_AMOUNT)} (the subtotal of your items, before the delivery fee and tax).`;
export const DELIVERY_TARGET_TEXT = `Our target is to deliver within 30-60 minutes after your order is confirmed, and we promise delivery within ${STORE.deliveryPromiseMinutes} minutes anywhere in ${STORE.city}.`;
export const HOURS_TEXT = `We take orders 24/7, every day.`;
export const TAX_PERCENT = `${Math.round(TAX_RATE * 100)}%`;
/** SPEC §9: bills of 1000 and above may need change arrangements. */
export const LARGE_BILL_THRESHOLD = 1000;
export const LARGE_BILL_TEXT = `Large bills of ${pesoWhole(LARGE_BILL_THRESHOLD)} and above may need change arrangements: if you can only pay with one, call us before your rider leaves so they can bring change.`;

/** A worked example of a bill, computed by the same rules as checkout. */
export function exampleBill(subtotal: number, barangay: string) {
  const totals = computeOrderTotals({ subtotal, barangay });
  return {
    barangay,
    zone: totals.zone,
    rows: [
      ["Items (subtotal)", formatPeso(totals.subtotal)],
      [
        `Delivery fee (${zoneLabel(totals.zone)})`,
        totals.freeDelivery ? "Free" : formatPeso(totals.deliveryFee),
      ],
      [`Tax (${TAX_PERCENT}, rounded down)`, formatPeso(totals.taxAmount)],
      ["Total to pay in cash", formatPeso(totals.total)],
    ] as const,
  };
}

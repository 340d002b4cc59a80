// An order's status as the shopper reads it (SPEC §4.3): its name and its line, in the page's
// language. The stored statuses stay English (the API, the seller's desk); only the words shown
// change. The English of each key is the domain's (status-words.test.ts).
import { useCallback } from "react";
import { ESTIMATED_DELIVERY_MINUTES, isOrderStatus, type OrderStatus } from "@domain/order-status";
import { useT, type Translate } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

const NAME_KEYS = {
  "Order Placed": "status.orderPlaced",
  Confirmed: "status.confirmed",
  Preparing: "status.preparing",
  "Out for Delivery": "status.outForDelivery",
  Delivered: "status.delivered",
  Cancelled: "status.cancelled",
} as const satisfies Record<OrderStatus, MessageKey>;

const ABOUT_KEYS = {
  "Order Placed": "status.about.orderPlaced",
  Confirmed: "status.about.confirmed",
  Preparing: "status.about.preparing",
  "Out for Delivery": "status.about.outForDelivery",
  Delivered: "status.about.delivered",
  Cancelled: "status.about.cancelled",
} as const satisfies Record<OrderStatus, MessageKey>;

/** "Delivered" → "Naihatid na"; a status this version does not know is shown as it is. */
export function statusName(t: Translate, status: string): string {
  return isOrderStatus(status) ? t(NAME_KEYS[status]) : status;
}

/** The status's line for the shopper (domain statusInfo's customerMessage). */
export function statusAbout(t: Translate, status: string): string {
  return isOrderStatus(status)
    ? t(ABOUT_KEYS[status], { minutes: ESTIMATED_DELIVERY_MINUTES })
    : t("status.about.unknown");
}

/** `statusName` in the page's language. */
export function useStatusName(): (status: string) => string {
  const t = useT();
  return useCallback((status: string) => statusName(t, status), [t]);
}

import { ORDER_STATUSES, type OrderStatus } from "@domain/order-status";
import { POLICY_LAST_UPDATED, STORE } from "@domain/store";
import type { Translate } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";
import type { InfoDocument } from "../types";
import { infoLink } from "./links";
import { ZONES, storeFactTexts, zoneDistance, zoneName } from "./store-facts";

const [zone1, zone2] = ZONES;

/** The steps an order moves through, as the shopper reads them on this page. */
const STATUS_KEYS: Record<Exclude<OrderStatus, "Cancelled">, MessageKey> = {
  "Order Placed": "pages.deliveryInfo.status.orderPlaced",
  Confirmed: "pages.deliveryInfo.status.confirmed",
  Preparing: "pages.deliveryInfo.status.preparing",
  "Out for Delivery": "pages.deliveryInfo.status.outForDelivery",
  Delivered: "pages.deliveryInfo.status.delivered",
};

/** Delivery Information (SPEC §2.2, §9) in the page's language. */
export function deliveryInfo(t: Translate): InfoDocument {
  const facts = storeFactTexts(t);
  const store = {
    minutes: STORE.deliveryPromiseMinutes,
    city: STORE.city,
    province: STORE.province,
  };
  return {
    title: t("pages.deliveryInfo.title"),
    description: t("pages.deliveryInfo.description", store),
    intro: t("pages.deliveryInfo.intro", store),
    lastUpdated: POLICY_LAST_UPDATED,
    sections: [
      {
        id: "delivery-time",
        heading: t("pages.deliveryInfo.time.heading"),
        blocks: [
          { type: "paragraph", text: facts.deliveryTarget },
          {
            type: "paragraph",
            text: t("pages.deliveryInfo.time.lateNight", { hours: facts.hours }),
          },
          { type: "note", tone: "info", text: t("pages.deliveryInfo.time.delays") },
        ],
      },
      {
        id: "zones",
        heading: t("pages.deliveryInfo.zones.heading"),
        blocks: [
          { type: "paragraph", text: t("pages.deliveryInfo.zones.intro", store) },
          {
            type: "table",
            caption: t("pages.deliveryInfo.zones.caption"),
            columns: [
              t("pages.deliveryInfo.zones.column.zone"),
              t("pages.deliveryInfo.zones.column.distance"),
              t("pages.deliveryInfo.zones.column.fee"),
            ],
            rows: ZONES.map((z) => [zoneName(t, z.zone), zoneDistance(t, z.zone), z.fee]),
          },
          {
            type: "disclosure",
            summary: t("pages.deliveryInfo.zones.zone1Covers", {
              zone: zoneName(t, 1),
              fee: zone1?.fee ?? "",
              count: zone1?.barangays.length ?? 0,
            }),
            items: zone1?.barangays ?? [],
          },
          {
            type: "disclosure",
            summary: t("pages.deliveryInfo.zones.zone2Covers", {
              zone: zoneName(t, 2),
              fee: zone2?.fee ?? "",
              count: zone2?.barangays.length ?? 0,
            }),
            items: zone2?.barangays ?? [],
          },
        ],
      },
      {
        id: "free-delivery",
        heading: t("pages.deliveryInfo.free.heading"),
        blocks: [
          { type: "list", marker: "check", items: [facts.freeDelivery, facts.minimumOrder] },
        ],
      },
      {
        id: "coverage",
        heading: t("pages.deliveryInfo.coverage.heading"),
        blocks: [
          { type: "paragraph", text: t("pages.deliveryInfo.coverage.cod", store) },
          { type: "paragraph", text: t("pages.deliveryInfo.coverage.landmarks") },
        ],
      },
      {
        id: "tracking",
        heading: t("pages.deliveryInfo.tracking.heading"),
        blocks: [
          { type: "paragraph", text: t("pages.deliveryInfo.tracking.intro") },
          {
            type: "list",
            items: ORDER_STATUSES.filter((status) => status !== "Cancelled").map((status) =>
              t(STATUS_KEYS[status]),
            ),
          },
          { type: "paragraph", text: t("pages.deliveryInfo.tracking.outForDelivery", store) },
        ],
      },
      {
        id: "receiving",
        heading: t("pages.deliveryInfo.receiving.heading"),
        blocks: [
          {
            type: "list",
            items: [
              t("pages.deliveryInfo.receiving.cash"),
              t("pages.deliveryInfo.receiving.check"),
              t("pages.deliveryInfo.receiving.alcohol"),
            ],
          },
          {
            type: "links",
            items: [infoLink(t, "/payment-methods"), infoLink(t, "/refund-policy")],
          },
        ],
      },
    ],
  };
}

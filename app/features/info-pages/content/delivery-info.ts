import { ORDER_STATUSES } from "@domain/order-status";
import { POLICY_LAST_UPDATED, STORE } from "@domain/store";
import type { InfoDocument } from "../types";
import {
  DELIVERY_TARGET_TEXT,
  FREE_DELIVERY_TEXT,
  HOURS_TEXT,
  MINIMUM_ORDER_TEXT,
  ZONES,
} from "./store-facts";

const [zone1, zone2] = ZONES;

export const DELIVERY_INFO: InfoDocument = {
  title: "Delivery Information",
  description: `Delivery within ${STORE.deliveryPromiseMinutes} minutes across ${STORE.city}, 24/7. Zones, fees, free delivery and minimum order.`,
  intro: `We deliver groceries and everyday essentials to your door anywhere in ${STORE.city}, any time of the day.`,
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: "delivery-time",
      heading: "Delivery time",
      blocks: [
        { type: "paragraph", text: DELIVERY_TARGET_TEXT },
        {
          type: "paragraph",
          text: `${HOURS_TEXT} Orders placed late at night are delivered as quickly as at noon.`,
        },
        {
          type: "note",
          tone: "info",
          text: "In heavy rain, floods or very busy hours your order may take longer. If we expect a delay, we will call you.",
        },
      ],
    },
    {
      id: "zones",
      heading: "Delivery zones and fees",
      blocks: [
        {
          type: "paragraph",
          text: `The delivery fee depends on the barangay of your delivery address. We deliver to every barangay of ${STORE.city}.`,
        },
        {
          type: "table",
          caption: "Delivery fee by zone",
          columns: ["Zone", "Distance from our store", "Delivery fee"],
          rows: ZONES.map((z) => [z.name, z.distance, z.fee]),
        },
        {
          type: "disclosure",
          summary: `Zone 1 (${zone1?.fee}) covers ${zone1?.barangays.length} barangays`,
          items: zone1?.barangays ?? [],
        },
        {
          type: "disclosure",
          summary: `Zone 2 (${zone2?.fee}) covers the other ${zone2?.barangays.length} barangays`,
          items: zone2?.barangays ?? [],
        },
      ],
    },
    {
      id: "free-delivery",
      heading: "Free delivery and minimum order",
      blocks: [
        {
          type: "list",
          marker: "check",
          items: [FREE_DELIVERY_TEXT, MINIMUM_ORDER_TEXT],
        },
      ],
    },
    {
      id: "coverage",
      heading: "Where we deliver",
      blocks: [
        {
          type: "paragraph",
          text: `Cash on Delivery is available only within ${STORE.city}, ${STORE.province}. Your saved address must name one of the city's barangays so we can confirm the zone and fee before you order.`,
        },
        {
          type: "paragraph",
          text: "Please include landmarks and a phone number our rider can call: many streets in the city have no house numbers.",
        },
      ],
    },
    {
      id: "tracking",
      heading: "Following your order",
      blocks: [
        {
          type: "paragraph",
          text: "Log in and open My Orders to see where your order is. Each order moves through these steps:",
        },
        { type: "list", items: ORDER_STATUSES.filter((status) => status !== "Cancelled") },
        {
          type: "paragraph",
          text: `When your order is Out for Delivery, the rider is on the way and arrives within ${STORE.deliveryPromiseMinutes} minutes.`,
        },
      ],
    },
    {
      id: "receiving",
      heading: "Receiving your order",
      blocks: [
        {
          type: "list",
          items: [
            "Please have the exact amount in cash ready; payment is Cash on Delivery only.",
            "Check your items when they arrive. If something is damaged, wrong or missing, tell us within 24 hours of delivery.",
            "Alcoholic drinks are handed over only to customers of legal age; our rider may ask for a valid ID.",
          ],
        },
        {
          type: "links",
          items: [
            { to: "/payment-methods", label: "Payment Methods" },
            { to: "/refund-policy", label: "Return Policy" },
          ],
        },
      ],
    },
  ],
};

import { POLICY_LAST_UPDATED, STORE } from "@domain/store";
import { STORE_BRANCHES } from "@domain/branches";
import type { InfoDocument } from "../types";
import {
  DELIVERY_TARGET_TEXT,
  FREE_DELIVERY_TEXT,
  HOURS_TEXT,
  LARGE_BILL_TEXT,
  MINIMUM_ORDER_TEXT,
  ZONES,
} from "./store-facts";

const branch = STORE_BRANCHES.find((b) => b.isMainBranch) ?? STORE_BRANCHES[0];

export const FAQS: InfoDocument = {
  title: "Frequently Asked Questions",
  description: `Answers about ordering, delivery times and fees, Cash on Delivery and returns at ${STORE.name}.`,
  intro: "Quick answers to the questions our shoppers ask most.",
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: "ordering",
      heading: "Ordering",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "Do I need an account to order?",
              answer:
                "You can browse and fill your cart as a guest. To place an order, log in or create a free account so we can save your address and show you your orders.",
            },
            { question: "Is there a minimum order?", answer: MINIMUM_ORDER_TEXT },
            {
              question: "When are you open?",
              answer: `${HOURS_TEXT} The counter of our ${branch?.address ?? STORE.city} branch keeps its own hours: ${branch?.hours ?? ""}.`,
            },
            {
              question: "How do I follow my order?",
              answer:
                "Log in and open My Orders. You will see each order's status, from Order Placed to Delivered, and the estimated delivery time.",
            },
          ],
        },
      ],
    },
    {
      id: "delivery",
      heading: "Delivery",
      blocks: [
        {
          type: "faq",
          items: [
            { question: "How fast is delivery?", answer: DELIVERY_TARGET_TEXT },
            {
              question: "How much is delivery?",
              answer: `${ZONES.map((z) => `${z.label}: ${z.fee}`).join("; ")}. ${FREE_DELIVERY_TEXT}`,
            },
            {
              question: "Where do you deliver?",
              answer: `To every barangay of ${STORE.city}. Your address must name your barangay so we can confirm the zone and fee.`,
            },
          ],
        },
      ],
    },
    {
      id: "payment",
      heading: "Payment",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "How do I pay?",
              answer:
                "Cash on Delivery only, in Philippine pesos (₱). You pay our rider when your order arrives.",
            },
            { question: "What if I only have a large bill?", answer: LARGE_BILL_TEXT },
          ],
        },
      ],
    },
    {
      id: "returns",
      heading: "Returns and support",
      blocks: [
        {
          type: "faq",
          items: [
            {
              question: "Can I return an item?",
              answer:
                "Yes, for damaged or incorrect items: tell us within 24 hours of delivery. Change-of-mind returns are not refunded, and perishable, intimate or sanitary, hazardous and flammable goods cannot be returned. See our Return Policy for details.",
            },
            {
              question: "Do you sell alcohol?",
              answer:
                "Yes, to customers of legal age (18 years and above) only. Our rider may ask for a valid ID.",
            },
            {
              question: "How can I reach you?",
              answer: `Call us at ${STORE.phone}, email ${STORE.email}, or send a message through our Contact page. We reply within 24 hours.`,
            },
          ],
        },
        {
          type: "links",
          items: [
            { to: "/refund-policy", label: "Return Policy" },
            { to: "/contact", label: "Contact Us" },
          ],
        },
      ],
    },
  ],
};

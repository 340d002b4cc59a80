import { POLICY_LAST_UPDATED, STORE } from "@domain/store";
import type { InfoDocument } from "../types";
import {
  FREE_DELIVERY_TEXT,
  LARGE_BILL_TEXT,
  MINIMUM_ORDER_TEXT,
  TAX_PERCENT,
  ZONES,
  exampleBill,
} from "./store-facts";

// A Zone 1 order below the free-delivery threshold shows every line of the bill.
const example = exampleBill(350, "Pangpang");

export const PAYMENT_METHODS: InfoDocument = {
  title: "Payment Methods",
  description: `${STORE.name} accepts Cash on Delivery in Philippine pesos. What you pay, and how to prepare your payment.`,
  intro:
    "Pay when your groceries arrive: Cash on Delivery is the only payment method, so there is nothing to pay online.",
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: "cod",
      heading: "Cash on Delivery (COD)",
      blocks: [
        {
          type: "list",
          marker: "check",
          items: [
            "Pay our rider in cash when your order arrives.",
            "All prices and payments are in Philippine pesos (₱).",
            `COD is available for delivery addresses within ${STORE.city}.`,
            "We never ask for card or bank details, so none are kept.",
          ],
        },
      ],
    },
    {
      id: "preparing-payment",
      heading: "Preparing your payment",
      blocks: [
        {
          type: "paragraph",
          text: "Please prepare the exact amount shown on your order when you can.",
        },
        { type: "note", tone: "warning", text: LARGE_BILL_TEXT },
      ],
    },
    {
      id: "what-you-pay",
      heading: "What you pay",
      blocks: [
        {
          type: "paragraph",
          text: `Your total is the subtotal of your items, plus the delivery fee for your zone (${ZONES.map((z) => `${z.name} ${z.fee}`).join(", ")}), plus ${TAX_PERCENT} tax on the subtotal, rounded down to the whole peso.`,
        },
        {
          type: "table",
          caption: `Example: a ₱350 order delivered to ${example.barangay}`,
          columns: ["", "Amount"],
          rows: example.rows,
          lastRowIsTotal: true,
        },
        { type: "list", items: [FREE_DELIVERY_TEXT, MINIMUM_ORDER_TEXT] },
      ],
    },
    {
      id: "not-accepted",
      heading: "Payments we do not accept",
      blocks: [
        {
          type: "paragraph",
          text: "We do not take credit or debit cards, e-wallets, bank transfers or cheques. If anyone asks you to pay for a Sorsogon MiniMart order in advance, please call us.",
        },
        { type: "links", items: [{ to: "/delivery-info", label: "Delivery Information" }] },
      ],
    },
  ],
};

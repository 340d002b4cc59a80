// The contact page's fixed text (SPEC §2.14): the services block and its FAQ.
import { FREE_DELIVERY_THRESHOLD, ZONE_FEES } from "@domain/delivery";
import { STORE } from "@domain/store";

export { telHref } from "~/lib/phone";

export const SERVICES = [
  {
    title: "Fast delivery",
    body: `Groceries at your door within ${STORE.deliveryPromiseMinutes} minutes anywhere in ${STORE.city}.`,
  },
  { title: "Open 24/7", body: "Order any time of day or night, every day." },
  {
    title: "Cash on Delivery",
    body: "Pay our rider in cash when your order arrives. No card needed.",
  },
  {
    title: "Fresh products and essentials",
    body: "Rice, canned goods, snacks, drinks, personal care and household items in one order.",
  },
] as const;

/**
 * The contact page's FAQ. SPEC §9: it states a ₱200 minimum for delivery and none for
 * pickup, while checkout's minimum is ₱150; the spec keeps both readings, and this is where
 * it places the first.
 */
export const CONTACT_FAQ = [
  {
    question: "How fast will I get a reply?",
    answer:
      "We reply to every message within 24 hours. For anything urgent about an order on its way, please call us.",
  },
  {
    question: "Can I return a damaged or incorrect item?",
    answer:
      "Yes. Returns are accepted for damaged or incorrect items within 24 hours of delivery. Send us a message or call us with your order details.",
  },
  {
    question: "Is there a minimum order?",
    answer: "The minimum order is ₱200 for delivery; there is no minimum for pickup.",
  },
  {
    question: "Is delivery free?",
    answer: `Delivery is free for orders of ₱${FREE_DELIVERY_THRESHOLD} or more; otherwise it is ₱${ZONE_FEES[1]} or ₱${ZONE_FEES[2]} depending on your barangay.`,
  },
  {
    question: "How do I pay?",
    answer:
      "Cash on Delivery only, in Philippine pesos. Bills of ₱1,000 and above may need change arrangements.",
  },
] as const;

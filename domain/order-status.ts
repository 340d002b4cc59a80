// Order statuses and the seller's allowed moves between them (SPEC §4.3). The server
// refuses any move not listed here; the seller screen offers exactly these buttons.
import { DELIVERY_PROMISE_MINUTES } from "./store";

export const ORDER_STATUSES = [
  "Order Placed",
  "Confirmed",
  "Preparing",
  "Out for Delivery",
  "Delivered",
  "Cancelled",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INITIAL_ORDER_STATUS: OrderStatus = "Order Placed";

export function isOrderStatus(x: unknown): x is OrderStatus {
  return typeof x === "string" && (ORDER_STATUSES as readonly string[]).includes(x);
}

export const FINAL_STATUSES = ["Delivered", "Cancelled"] as const satisfies readonly OrderStatus[];

export function isFinalStatus(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/** What a seller sees instead of buttons once an order can no longer move. */
export const FINAL_STATUS_LABEL = "Order Delivered/Cancelled";

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  label: string;
}

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: "Order Placed", to: "Confirmed", label: "Confirm Order" },
  { from: "Order Placed", to: "Cancelled", label: "Cancel Order" },
  { from: "Confirmed", to: "Preparing", label: "Start Preparing" },
  // The spec gives no label for this move; ours.
  { from: "Preparing", to: "Out for Delivery", label: "Send Out for Delivery" },
  { from: "Out for Delivery", to: "Delivered", label: "Mark as Delivered" },
];

export function sellerActionsFor(status: string): { label: string; to: OrderStatus }[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === status).map(({ label, to }) => ({ label, to }));
}

export function canTransition(from: string, to: string): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

export function transitionRefusedMessage(from: string, to: string): string {
  return `Cannot change order status from "${from}" to "${to}"`;
}

export const ESTIMATED_DELIVERY_MINUTES = DELIVERY_PROMISE_MINUTES;

/** The estimate is only meaningful while the order can still arrive. */
export function showsEstimatedDelivery(status: string): boolean {
  return !isFinalStatus(status);
}

/** How a status reads to the shopper: an icon name the UI maps to its icon set, and a line. */
export interface StatusInfo {
  icon: string;
  customerMessage: string;
}

const STATUS_INFO: Record<OrderStatus, StatusInfo> = {
  "Order Placed": {
    icon: "clipboard",
    customerMessage: "We have received your order and will confirm it shortly.",
  },
  Confirmed: {
    icon: "check",
    customerMessage: "Your order is confirmed. We will start preparing it soon.",
  },
  Preparing: {
    icon: "chef",
    customerMessage: "We are picking and packing your items.",
  },
  "Out for Delivery": {
    icon: "truck",
    customerMessage: `Your order is on its way! Our rider will arrive within ${ESTIMATED_DELIVERY_MINUTES} minutes. Please prepare the exact amount for Cash on Delivery.`,
  },
  Delivered: {
    icon: "package-check",
    customerMessage: "Your order has been delivered. Thank you for shopping with us!",
  },
  Cancelled: {
    icon: "x",
    customerMessage: "This order has been cancelled.",
  },
};

/** A status this version does not know (SPEC §4.3). */
const UNKNOWN_STATUS_INFO: StatusInfo = {
  icon: "clock",
  customerMessage: "Your order is being processed.",
};

export function statusInfo(status: string): StatusInfo {
  return { ...(isOrderStatus(status) ? STATUS_INFO[status] : UNKNOWN_STATUS_INFO) };
}

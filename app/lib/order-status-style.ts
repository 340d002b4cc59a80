// How an order's status looks on the order screens, slips and reports (SPEC §4.3): its badge
// colours beside the domain's icon and words. Tailwind classes are written out in full so
// Tailwind's scanner finds them here.
import { isOrderStatus, statusInfo, type OrderStatus, type StatusInfo } from "@domain/order-status";

export interface StatusStyle extends StatusInfo {
  badgeClass: string;
}

const BADGE_CLASSES: Record<OrderStatus, string> = {
  "Order Placed": "bg-blue-100 text-blue-800",
  Confirmed: "bg-indigo-100 text-indigo-800",
  Preparing: "bg-orange-100 text-orange-800",
  "Out for Delivery": "bg-purple-100 text-purple-800",
  Delivered: "bg-green-100 text-green-800",
  Cancelled: "bg-red-100 text-red-800",
};

/** Yellow marks a status this version does not know (SPEC §4.3). */
const UNKNOWN_BADGE_CLASS = "bg-yellow-100 text-yellow-800";

export function statusStyle(status: string): StatusStyle {
  const badgeClass = isOrderStatus(status) ? BADGE_CLASSES[status] : UNKNOWN_BADGE_CLASS;
  return { ...statusInfo(status), badgeClass };
}

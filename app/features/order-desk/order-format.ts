// Pure pieces of the orders screen (SPEC §2.15, §4.3): the filter pills, the call for each,
// and how dates, addresses and payment read. Times are the store's: Asia/Manila.
import { formatManilaDateTime } from "@domain/manila-time";
import { ORDER_STATUSES, type OrderStatus } from "@domain/order-status";
import type { SellerOrderAddress } from "./types";

export const ALL_ORDERS = "all";
export type StatusFilter = typeof ALL_ORDERS | OrderStatus;

export const STATUS_PILLS: readonly { value: StatusFilter; label: string }[] = [
  { value: ALL_ORDERS, label: "All Orders" },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: status })),
];

export function ordersPath(filter: StatusFilter): string {
  return filter === ALL_ORDERS
    ? "/api/order/seller"
    : `/api/order/by-status/${encodeURIComponent(filter)}`;
}

/** "Jun 25, 2025, 3:05 PM" in Manila time; "—" when missing or unreadable. */
export function formatOrderTime(iso: string | null | undefined): string {
  return (iso && formatManilaDateTime(iso)) || "—";
}

export function paymentStatusLabel(isPaid: boolean): "Paid" | "Pending" {
  return isPaid ? "Paid" : "Pending";
}

/** The address block's lines (SPEC §2.15): name; street; barangay or "N/A"; city, state, country; phone. */
export function addressLines(address: SellerOrderAddress): {
  name: string;
  street: string;
  barangay: string;
  place: string;
  phone: string;
} {
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    street: address.street,
    barangay: address.barangay?.trim() ? address.barangay : "N/A",
    place: [address.city, address.state, address.country].filter(Boolean).join(", "),
    phone: address.phone,
  };
}

/** "COD" reads as the spec's payment method name. */
export function paymentMethodLabel(paymentType: string): string {
  return paymentType.toUpperCase() === "COD" ? "Cash on Delivery (COD)" : paymentType;
}

import { substitutionSummary } from "@domain/delivery-notes";
import type { CustomerOrder } from "~/lib/types";

/** What an order card needs: the page's embedded data stays small for phones on mobile data. */
export function toOrderView(order: CustomerOrder) {
  return {
    _id: order._id,
    items: order.items.map((item) => ({
      productId: item.productId,
      name: item.product.name,
      image: item.product.image[0] ?? null,
      price: item.product.price,
      quantity: item.quantity,
    })),
    address: order.address,
    riderNote: order.riderNote ?? null,
    /** The lines by their "If out of stock" choice: [["Call me", ["Rice 2kg"]], …]. */
    substitutions: substitutionSummary(
      order.items.map((item) => ({ name: item.product.name, substitution: item.substitution })),
    ),
    paymentType: order.paymentType,
    amount: order.amount,
    subtotal: order.subtotal,
    deliveryCharge: order.deliveryCharge,
    taxAmount: order.taxAmount,
    isPaid: order.isPaid,
    status: order.status,
    createdAt: order.createdAt,
    estimatedDeliveryTime: order.estimatedDeliveryTime,
    actualDeliveryTime: order.actualDeliveryTime,
  };
}

export type OrderView = ReturnType<typeof toOrderView>;

/** A short, readable order number: the last 8 characters of its id, upper-case. */
export const orderNumber = (id: string) => id.replace(/-/g, "").slice(-8).toUpperCase();

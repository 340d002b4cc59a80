import type { BuyAgainAdded, BuyAgainNotAdded } from "@domain/buy-again";
import type { CancelReason } from "@domain/order-cancel";
import { http } from "~/lib/http";
import type { CartItems } from "~/lib/cart/cart-items";

export interface BuyAgainReply {
  cartItems: CartItems;
  added: BuyAgainAdded[];
  notAdded: BuyAgainNotAdded[];
  message: string;
}

/**
 * POST /api/order/buy-again: the server puts the order's products in the cart at today's
 * prices and stock, starting from the cart on screen, and answers with the cart it stored.
 */
export function buyAgain(orderId: string, cartItems: CartItems): Promise<BuyAgainReply> {
  return http.post<BuyAgainReply>("/api/order/buy-again", { orderId, cartItems });
}

/** POST /api/order/cancel: the shopper's own order, while it is "Order Placed". */
export function cancelOrder(
  orderId: string,
  reason: CancelReason,
  details: string,
): Promise<{ message?: string }> {
  return http.post("/api/order/cancel", { orderId, reason, details });
}

import { ApiError, http } from "~/lib/http";
import { sanitizeCart, type CartItems } from "./cart-items";

interface CartUpdateReply {
  success: boolean;
  message?: string;
  cartItems?: CartItems;
}

/** POST /api/cart/update (SPEC §7): the whole cart replaces the stored one. */
export async function saveServerCart(cartItems: CartItems): Promise<CartItems> {
  // Kept alive: a change made just before the shopper leaves the page is not lost with it.
  const reply = await http.post<CartUpdateReply>(
    "/api/cart/update",
    { cartItems },
    { keepalive: true },
  );
  return reply.cartItems ? sanitizeCart(reply.cartItems) : cartItems;
}

/** Ids the server refused as unknown products (deleted since they were added). */
export function unknownIdsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const ids = error.body?.unknownProductIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

/** Lines of the cart page: the current name, price, picture and stock of each id. */
export async function fetchCartProducts<T>(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<T[]> {
  const res = await fetch(`/resources/cart-products?ids=${encodeURIComponent(ids.join(","))}`, {
    credentials: "same-origin",
    signal,
  });
  if (!res.ok) throw new Error(`cart products: ${res.status}`);
  const body = (await res.json()) as { products: T[] };
  return body.products;
}

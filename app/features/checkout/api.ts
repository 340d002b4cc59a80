import { http, type RequestOptions } from "~/lib/http";

/** One order line as the order calls take it (decision 011). */
export interface OrderLineInput {
  product: string;
  quantity: number;
}

export interface OrderRequest {
  items: OrderLineInput[];
  /** The id of one of the customer's saved addresses. */
  address: string | null;
}

/** What POST /api/order/calculate answers (decision 011): the Order Summary, priced by the server. */
export interface OrderCalculation {
  success: boolean;
  subtotal: number;
  zone: 1 | 2 | null;
  zoneLabel: string;
  deliveryFee: number;
  freeDelivery: boolean;
  taxAmount: number;
  total: number;
  minimumMet: boolean;
  minimumOrderMessage: string | null;
  codAvailable: boolean;
  codMessage: string;
  outOfStock: { productId: string; name: string }[];
  canPlaceOrder: boolean;
}

export const calculateOrder = (
  request: OrderRequest,
  options?: Pick<RequestOptions, "signal" | "quiet">,
) => http.post<OrderCalculation>("/api/order/calculate", request, options);

interface PlaceOrderReply {
  success: boolean;
  message?: string;
  order?: { _id: string };
}

/** POST /api/order/cod (SPEC §7), made safe to retry with an Idempotency-Key (decision 011). */
export const placeCodOrder = (request: OrderRequest, idempotencyKey: string) =>
  http.post<PlaceOrderReply>("/api/order/cod", request, {
    headers: { "Idempotency-Key": idempotencyKey },
  });

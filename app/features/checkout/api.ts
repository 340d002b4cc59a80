import type { SubstitutionChoice } from "@domain/delivery-notes";
import { http, type RequestOptions } from "~/lib/http";

/** One order line as the order calls take it. */
export interface OrderLineInput {
  product: string;
  quantity: number;
  /** "If out of stock": what the shopper chose for this line. */
  substitution?: SubstitutionChoice;
}

export interface OrderRequest {
  items: OrderLineInput[];
  /** The id of one of the customer's saved addresses. */
  address: string | null;
}

/** What POST /api/order/calculate answers: the Order Summary, priced by the server. */
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
  /** Lines asking for more units than are left, and the message naming them. */
  insufficientStock?: { productId: string; name: string; requested: number; available: number }[];
  stockMessage?: string | null;
  canPlaceOrder: boolean;
}

/** The 409 of POST /api/order/cod when the total changed: the new totals. */
export type TotalChangedReply = OrderCalculation & {
  reason: "total-changed";
  message: string;
  expectedTotal: number;
};

export function isTotalChangedReply(body: unknown): body is TotalChangedReply {
  const b = body as Partial<TotalChangedReply> | null;
  return !!b && b.reason === "total-changed" && typeof b.total === "number";
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

/** The order body plus the total the shopper was shown and the note to the rider. */
export interface CodOrderRequest extends OrderRequest {
  expectedTotal?: number;
  riderNote?: string;
}

/** POST /api/order/cod (SPEC §7), made safe to retry with an Idempotency-Key. */
export const placeCodOrder = (request: CodOrderRequest, idempotencyKey: string) =>
  http.post<PlaceOrderReply>("/api/order/cod", request, {
    headers: { "Idempotency-Key": idempotencyKey },
  });

interface PreferencesReply {
  success: boolean;
  preferences?: { substitution: SubstitutionChoice };
  message?: string;
}

/** GET /api/user/preferences: the shopper's default "If out of stock" choice. */
export async function fetchSubstitutionDefault(signal?: AbortSignal) {
  const reply = await http.get<PreferencesReply>("/api/user/preferences", { signal, quiet: true });
  return reply.preferences?.substitution ?? null;
}

/** PUT /api/user/preferences: keeps the default on the account. */
export const saveSubstitutionDefault = (substitution: SubstitutionChoice) =>
  http.put<PreferencesReply>("/api/user/preferences", { substitution });

// The Order Summary's rules (SPEC §2.10, §5, §9) as pure functions: what it shows before the
// server has answered, and what stops Place Order, checked in the spec's order.
import { checkCodAddress, type CodAddress } from "@domain/cod-check";
import { FREE_DELIVERY_THRESHOLD, zoneLabel, type DeliveryZone } from "@domain/delivery";
import { MESSAGES, minimumOrderMessage } from "@domain/messages";
import { computeOrderTotals } from "@domain/order-totals";
import { fromCentavos, meetsMinimumOrder, toCentavos } from "@domain/pricing";
import type { SubstitutionChoice } from "@domain/delivery-notes";
import type { CodOrderRequest, OrderCalculation, OrderLineInput } from "./api";

export interface SummaryAmounts {
  subtotal: number;
  /** Null when no address is chosen or its barangay is unknown. */
  zone: DeliveryZone | null;
  zoneLabel: string;
  deliveryFee: number;
  freeDelivery: boolean;
  taxAmount: number;
  total: number;
  codAvailable: boolean;
  codMessage: string;
}

/** The summary computed in the browser from domain/pricing (guests, and while the server answers). */
export function localSummary(
  subtotal: number,
  address: (CodAddress & { barangay: string }) | null,
): SummaryAmounts {
  const totals = computeOrderTotals({ subtotal, barangay: address?.barangay ?? null });
  const cod = checkCodAddress(address);
  return {
    subtotal: totals.subtotal,
    zone: totals.zone,
    zoneLabel: zoneLabel(totals.zone),
    deliveryFee: totals.deliveryFee,
    freeDelivery: totals.freeDelivery,
    taxAmount: totals.taxAmount,
    total: totals.total,
    codAvailable: cod.ok,
    codMessage: cod.message,
  };
}

export function serverSummary(c: OrderCalculation): SummaryAmounts {
  return {
    subtotal: c.subtotal,
    zone: c.zone,
    zoneLabel: c.zoneLabel,
    deliveryFee: c.deliveryFee,
    freeDelivery: c.freeDelivery,
    taxAmount: c.taxAmount,
    total: c.total,
    codAvailable: c.codAvailable,
    codMessage: c.codMessage,
  };
}

export interface PlaceOrderInput {
  loggedIn: boolean;
  address: (CodAddress & { _id: string }) | null;
  lineCount: number;
  subtotal: number;
}

export type PlaceOrderBlocker =
  | { kind: "login"; message: string }
  | { kind: "toast"; message: string }
  /** The COD address check failed: the "Barangay Not Covered" dialog opens. */
  | { kind: "cod"; message: string };

/** SPEC §5, in order: logged in, an address, a non-empty cart, the minimum, then the COD check. */
export function placeOrderBlocker({
  loggedIn,
  address,
  lineCount,
  subtotal,
}: PlaceOrderInput): PlaceOrderBlocker | null {
  if (!loggedIn) return { kind: "login", message: MESSAGES.LOGIN_TO_PLACE_ORDER };
  if (!address) return { kind: "toast", message: MESSAGES.PLEASE_SELECT_ADDRESS };
  if (lineCount === 0) return { kind: "toast", message: MESSAGES.CART_EMPTY };
  if (!meetsMinimumOrder(subtotal))
    return { kind: "toast", message: minimumOrderMessage(subtotal) };
  const cod = checkCodAddress(address);
  if (!cod.ok) return { kind: "cod", message: cod.message };
  return null;
}

/** The cart's lines as the order calls take them, in a stable order. */
export function toOrderLines(lines: readonly { id: string; quantity: number }[]): OrderLineInput[] {
  return lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({ product: line.id, quantity: line.quantity }))
    .sort((a, b) => (a.product < b.product ? -1 : a.product > b.product ? 1 : 0));
}

/**
 * The body of Place Order: the lines, each with the "If out of stock" choice the page shows,
 * the address, the total the shopper saw, and the note to the rider when there is one.
 */
export function codOrderRequest(
  lines: readonly OrderLineInput[],
  addressId: string,
  expectedTotal: number,
  riderNote: string,
  substitutionFor?: (productId: string) => SubstitutionChoice,
): CodOrderRequest {
  const note = riderNote.trim();
  return {
    items: lines.map((line) =>
      substitutionFor ? { ...line, substitution: substitutionFor(line.product) } : { ...line },
    ),
    address: addressId,
    expectedTotal,
    ...(note ? { riderNote: note } : {}),
  };
}

/** A v4 UUID for the Idempotency-Key; crypto.randomUUID is missing outside secure contexts. */
export function newIdempotencyKey(
  crypto: Pick<Crypto, "getRandomValues"> & { randomUUID?: () => string } = globalThis.crypto,
): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How much more the goods must cost for free delivery (SPEC §9); 0 once it applies. */
export function freeDeliveryShortfall(subtotal: number): number {
  return fromCentavos(Math.max(0, toCentavos(FREE_DELIVERY_THRESHOLD) - toCentavos(subtotal)));
}

// An order's totals (SPEC §5, §9): subtotal, delivery fee by zone, tax and total, in centavos.
import { deliveryZoneFor, qualifiesForFreeDelivery, zoneFee, type DeliveryZone } from "./delivery";
import {
  computeTax,
  fromCentavos,
  meetsMinimumOrder,
  minimumOrderShortfall,
  toCentavos,
} from "./pricing";

export interface OrderTotals {
  subtotal: number;
  zone: DeliveryZone | null;
  deliveryFee: number;
  taxAmount: number;
  total: number;
  /** The subtotal has reached the free-delivery threshold. */
  freeDelivery: boolean;
  minimumMet: boolean;
  shortfall: number;
}

export function computeOrderTotals(input: {
  subtotal: number;
  barangay: string | null | undefined;
}): OrderTotals {
  const subtotal = fromCentavos(toCentavos(input.subtotal));
  const zone = deliveryZoneFor(input.barangay);
  const freeDelivery = qualifiesForFreeDelivery(subtotal);
  const deliveryFee = freeDelivery ? 0 : zoneFee(zone);
  const taxAmount = computeTax(subtotal);
  const total = fromCentavos(
    toCentavos(subtotal) + toCentavos(deliveryFee) + toCentavos(taxAmount),
  );
  return {
    subtotal,
    zone,
    deliveryFee,
    taxAmount,
    total,
    freeDelivery,
    minimumMet: meetsMinimumOrder(subtotal),
    shortfall: minimumOrderShortfall(subtotal),
  };
}

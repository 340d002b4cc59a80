// Money rules (SPEC §5, §9). Amounts cross module boundaries as pesos with at most two
// decimals, but every sum and percentage is done in integer centavos: 0.1 + 0.2 must never
// turn a ₱150.00 order into ₱149.99999 and fail the minimum.
// The totals of an order, which need the delivery zones, are in ./order-totals, and amounts
// and their display in ./money: pages that only show prices carry neither these rules nor the
// barangay table.

import { CENTAVOS_PER_PESO, fromCentavos, toCentavos } from "./money";

// Amounts and their display (./money) are part of the money rules: importers of either keep
// working from here.
export { CURRENCY_SYMBOL, formatPeso, formatPesoAmount, fromCentavos, toCentavos } from "./money";

export const TAX_RATE = 0.02;
export const MINIMUM_ORDER_AMOUNT = 150;

// The tax rate as an integer count of basis points (2% = 200), so the tax is exact.
const TAX_BASIS_POINTS = Math.round(TAX_RATE * 10_000);

export interface PricedLine {
  price: number;
  quantity: number;
}

export function computeSubtotal(lines: readonly PricedLine[]): number {
  let centavos = 0;
  for (const line of lines) centavos += toCentavos(line.price) * line.quantity;
  return fromCentavos(centavos);
}

/** 2% of the subtotal rounded DOWN to a whole peso (149.99 → 2, 150 → 3, 200 → 4). */
export function computeTax(subtotal: number): number {
  const centavos = Math.max(0, toCentavos(subtotal));
  // centavos × bp / 10 000 gives tax centavos; a further / 100 gives whole pesos. Both
  // factors are integers, so the floor is of an exact quotient.
  return Math.floor((centavos * TAX_BASIS_POINTS) / (10_000 * CENTAVOS_PER_PESO));
}

export function meetsMinimumOrder(subtotal: number): boolean {
  return toCentavos(subtotal) >= toCentavos(MINIMUM_ORDER_AMOUNT);
}

/** How much more must be added to reach the minimum order; 0 once it is met. */
export function minimumOrderShortfall(subtotal: number): number {
  return fromCentavos(Math.max(0, toCentavos(MINIMUM_ORDER_AMOUNT) - toCentavos(subtotal)));
}

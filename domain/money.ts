// Amounts in pesos and centavos, and how a price is written (SPEC §9). Every page that shows
// a price needs this; the rules of an order's money (tax, minimum, subtotal) are in ./pricing.

export const CURRENCY_SYMBOL = "₱";
export const CENTAVOS_PER_PESO = 100;

export function toCentavos(pesos: number): number {
  if (!Number.isFinite(pesos)) throw new RangeError(`Not a finite amount: ${pesos}`);
  return Math.round(pesos * CENTAVOS_PER_PESO);
}

export function fromCentavos(centavos: number): number {
  return centavos / CENTAVOS_PER_PESO;
}

/**
 * "1,234.50": thousands separators and always two decimals, without the peso sign (for
 * templates that already carry it). Written by hand rather than with Intl so the server
 * and every browser render the same text, whatever locale data they ship: a difference
 * would be a React hydration mismatch.
 */
export function formatPesoAmount(amount: number): string {
  const centavos = Math.abs(toCentavos(amount));
  const whole = Math.floor(centavos / CENTAVOS_PER_PESO).toString();
  const cents = (centavos % CENTAVOS_PER_PESO).toString().padStart(2, "0");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 && centavos > 0 ? "-" : ""}${grouped}.${cents}`;
}

/** "₱1,234.50"; a negative amount reads "-₱20.00". */
export function formatPeso(amount: number): string {
  const text = formatPesoAmount(amount);
  return text.startsWith("-") ? `-${CURRENCY_SYMBOL}${text.slice(1)}` : `${CURRENCY_SYMBOL}${text}`;
}

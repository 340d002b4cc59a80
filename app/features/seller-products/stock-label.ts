/** What a seller's product row says about a stock count (SPEC §2.15's "Low stock" chip). */
export interface StockLabel {
  /** "12 left", "Out of stock", or null when no count is kept. */
  text: string | null;
  /** At or below the threshold but not empty: none left is out of stock, not low. */
  low: boolean;
  out: boolean;
}

export function stockLabel(count: number | null, threshold: number): StockLabel {
  if (count === null) return { text: null, low: false, out: false };
  if (count <= 0) return { text: "Out of stock", low: false, out: true };
  return { text: `${count} left`, low: count <= threshold, out: false };
}

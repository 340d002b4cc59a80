// Cash on Delivery arithmetic for the delivery slip (SPEC §9: bills of ₱1,000 and above may
// need change arrangements). All sums in integer centavos; amounts cross as pesos.
import { fromCentavos, toCentavos } from "./pricing";

/** The bills a rider prepares change for. */
export const CHANGE_BILLS = [500, 1000] as const;

export interface ChangeForBill {
  bill: number;
  /** The change to hand back when the customer pays with this bill. */
  change: number;
}

/** Change to prepare for each bill the total is below (a ₱500 bill for ₱229 → ₱271). */
export function changeToPrepare(total: number, bills: readonly number[] = CHANGE_BILLS) {
  const due = toCentavos(total);
  return bills
    .filter((bill) => toCentavos(bill) > due)
    .map((bill): ChangeForBill => ({ bill, change: fromCentavos(toCentavos(bill) - due) }));
}

export interface SlipLineInput {
  name: string;
  price: number;
  quantity: number;
}

export interface SlipLine extends SlipLineInput {
  lineTotal: number;
}

/** Each line as quantity × unit price = line total, and their sum. */
export function slipLines(lines: readonly SlipLineInput[]): {
  lines: SlipLine[];
  itemsTotal: number;
} {
  let sum = 0;
  const out = lines.map((line) => {
    const centavos = toCentavos(line.price) * line.quantity;
    sum += centavos;
    return { ...line, lineTotal: fromCentavos(centavos) };
  });
  return { lines: out, itemsTotal: fromCentavos(sum) };
}

/** The order number staff and shoppers see: the last 8 hex digits of its id, upper case. */
export function shortOrderNumber(orderId: string): string {
  return orderId.replace(/-/g, "").slice(-8).toUpperCase();
}

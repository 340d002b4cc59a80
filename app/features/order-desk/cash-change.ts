// The rider's change (issue 9 §5, SPEC §9: large bills may need change arrangements): for
// each bill the customer may pay with, the change to prepare when the total is below it.
import { fromCentavos, toCentavos } from "@domain/pricing";

export const CHANGE_BILLS = [500, 1000] as const;

export function changeToPrepare(total: number): { bill: number; change: number | null }[] {
  const cents = toCentavos(total);
  return CHANGE_BILLS.map((bill) => {
    const billCents = toCentavos(bill);
    return { bill, change: cents < billCents ? fromCentavos(billCents - cents) : null };
  });
}

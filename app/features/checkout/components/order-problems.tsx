import {
  MINIMUM_ORDER_AMOUNT,
  formatPeso,
  meetsMinimumOrder,
  minimumOrderShortfall,
} from "@domain/pricing";
import { useT, type Translate } from "~/lib/i18n/i18n";
import type { OrderCalculation } from "../api";

/**
 * The server's stock message (too few left for some lines), in the page's language: written
 * again from the lines it names, as the server writes it in English.
 */
function stockWords(t: Translate, calculation: OrderCalculation | null): string | null {
  const message = calculation?.stockMessage ?? null;
  const lines = calculation?.insufficientStock ?? [];
  if (!message || lines.length === 0) return message;
  const list = lines
    .map((l) =>
      l.available === 0
        ? t("checkout.stock.none", { name: l.name })
        : t("checkout.stock.only", { available: l.available, name: l.name }),
    )
    .join(", ");
  return t("checkout.stock", { list, count: lines.length });
}

/** What stands between the cart and an order: products out of stock, too few left, the minimum. */
export function OrderProblems({
  calculation,
  subtotal,
}: {
  calculation: OrderCalculation | null;
  subtotal: number;
}) {
  const t = useT();
  const outOfStock = calculation?.outOfStock ?? [];
  const stockMessage = stockWords(t, calculation);
  return (
    <>
      {outOfStock.length > 0 ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-2.5 text-sm text-red-800">
          {t("checkout.outOfStock", { names: outOfStock.map((p) => p.name).join(", ") })}
        </p>
      ) : null}
      {stockMessage ? (
        <p
          role="alert"
          data-testid="stock-message"
          className="mt-3 rounded-lg bg-red-50 p-2.5 text-sm text-red-800"
        >
          {stockMessage}
        </p>
      ) : null}
      {!meetsMinimumOrder(subtotal) ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900">
          {t("checkout.minimum", {
            minimum: formatPeso(MINIMUM_ORDER_AMOUNT),
            amount: formatPeso(minimumOrderShortfall(subtotal)),
          })}
        </p>
      ) : null}
    </>
  );
}

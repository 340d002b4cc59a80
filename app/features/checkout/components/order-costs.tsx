import { FREE_DELIVERY_THRESHOLD, ZONE_FEES } from "@domain/delivery";
import { TAX_RATE, formatPeso } from "@domain/pricing";
import { Badge } from "~/components/ui/badge";
import { CashIcon } from "~/components/ui/icons";
import { useMessage, useT } from "~/lib/i18n/i18n";
import { freeDeliveryShortfall, type SummaryAmounts } from "../checkout-model";

const TAX_PERCENT = Math.round(TAX_RATE * 100);

/**
 * What the order costs: the payment method, then subtotal, zone, delivery fee (or what decides
 * it, before an address is chosen), tax and total. Busy while the server recalculates.
 */
export function OrderCosts({
  summary,
  itemCount,
  hasAddress,
  loggedIn,
  loading,
}: {
  summary: SummaryAmounts;
  itemCount: number;
  hasAddress: boolean;
  loggedIn: boolean;
  loading: boolean;
}) {
  const t = useT();
  const message = useMessage();
  const knownFee = summary.zone !== null || summary.freeDelivery;
  const toFree = freeDeliveryShortfall(summary.subtotal);
  return (
    <>
      <div className="mt-4 flex items-center justify-between text-sm">
        <span className="text-gray-600">{t("checkout.paymentMethod")}</span>
        <span className="flex items-center gap-1 font-medium text-gray-900">
          <CashIcon size={16} className="text-brand-600" /> {t("checkout.cod")}
        </span>
      </div>

      <dl className="mt-3 space-y-2 text-sm" aria-busy={loading || undefined}>
        <div className="flex justify-between">
          <dt className="text-gray-600">{t("checkout.subtotalItems", { count: itemCount })}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">
            {formatPeso(summary.subtotal)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="text-gray-600">{t("checkout.zone")}</dt>
          <dd>
            {hasAddress || summary.zone !== null ? (
              <Badge tone={summary.zone === null ? "red" : "brand"}>
                {message(summary.zoneLabel)}
              </Badge>
            ) : (
              <span className="text-gray-500">
                {loggedIn ? t("checkout.chooseAddress") : t("checkout.setByBarangay")}
              </span>
            )}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-2 gap-y-2">
          <dt className="text-gray-600">{t("checkout.deliveryFee")}</dt>
          <dd className="text-right font-semibold tabular-nums">
            {summary.freeDelivery ? (
              <span className="text-brand-700">{t("checkout.free")}</span>
            ) : knownFee ? (
              <span className="text-gray-900">{formatPeso(summary.deliveryFee)}</span>
            ) : (
              <span className="font-normal text-gray-500">
                {t("checkout.feeByBarangay", {
                  zone1: formatPeso(ZONE_FEES[1]),
                  zone2: formatPeso(ZONE_FEES[2]),
                })}
              </span>
            )}
          </dd>
          {/* A second description of the fee: a <p> directly inside <dl> is invalid markup. */}
          <dd
            className={`w-full text-xs ${summary.freeDelivery ? "text-brand-700" : "text-gray-600"}`}
          >
            {summary.freeDelivery
              ? t("checkout.freeDelivery", { threshold: formatPeso(FREE_DELIVERY_THRESHOLD) })
              : t("checkout.toFree", {
                  amount: formatPeso(toFree),
                  threshold: formatPeso(FREE_DELIVERY_THRESHOLD),
                })}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">{t("checkout.tax", { percent: TAX_PERCENT })}</dt>
          <dd className="font-semibold text-gray-900 tabular-nums">
            {formatPeso(summary.taxAmount)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between border-t border-gray-200 pt-3">
          <dt className="text-base font-bold text-gray-900">{t("checkout.total")}</dt>
          <dd className="text-right">
            <span
              className="text-xl font-bold text-gray-900 tabular-nums"
              data-testid="order-total"
            >
              {formatPeso(summary.total)}
            </span>
            {!knownFee ? (
              <span className="block text-xs text-gray-500">{t("checkout.plusFee")}</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </>
  );
}

import { FREE_DELIVERY_THRESHOLD } from "@domain/delivery";
import { formatPeso } from "@domain/money";
import { AlertIcon, CheckIcon } from "~/components/ui/icons";
import { useMessage, useT } from "~/lib/i18n/i18n";
import type { ZoneFeeInfo } from "../address-form-model";
import { useCodWords } from "~/lib/cod-words";

/**
 * The zone and fee of the chosen barangay, or why COD is not available there (SPEC §2.11).
 * `barangay`: as the shopper typed it (the message of an unknown one names it).
 */
export function ZoneFeeBox({
  info,
  barangay,
  id,
}: {
  info: ZoneFeeInfo;
  barangay: string;
  id?: string;
}) {
  const t = useT();
  const addressMessage = useCodWords();
  const message = useMessage();
  if (!info.ok) {
    return (
      <div
        id={id}
        role="alert"
        className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        <AlertIcon size={18} className="mt-0.5 shrink-0" />
        <p>{addressMessage(info.message, barangay)}</p>
      </div>
    );
  }
  return (
    <div
      id={id}
      role="status"
      className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-700"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CheckIcon size={18} className="shrink-0" />
        {addressMessage(info.message, barangay)}
      </p>
      <p className="mt-1 text-gray-700">
        {info.barangay}: <span className="font-semibold">{message(info.zoneLabel)}</span>
        {t("account.address.deliveryFee")}
        <span className="font-semibold">{formatPeso(info.fee)}</span>
        {t("account.address.freeFrom", { threshold: formatPeso(FREE_DELIVERY_THRESHOLD) })}
      </p>
    </div>
  );
}

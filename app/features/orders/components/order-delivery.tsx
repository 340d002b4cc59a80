import { MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { substitutionLabelIn } from "~/lib/substitution-words";
import type { OrderView } from "../order-view";

/**
 * Where and how the order is delivered (SPEC §2.12's address), with what the shopper told the
 * store: the landmark, the note to the rider and, per item, what to do if it is out of stock.
 * Orders from before these existed show the address alone, as before.
 */
export function OrderDelivery({
  order,
}: {
  order: Pick<OrderView, "address" | "riderNote" | "substitutions">;
}) {
  const t = useT();
  const a = order.address;
  return (
    <div className="text-sm text-gray-700">
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-500">
        {t("order.deliverTo")}
      </h3>
      <p className="font-medium text-gray-900">
        {a.firstName} {a.lastName}
      </p>
      <p className="flex gap-1.5">
        <MapPinIcon size={16} className="mt-0.5 shrink-0 text-brand-600" />
        <span>
          {a.street}, {a.barangay || t("order.notApplicable")}, {a.city}, {a.state}, {a.country}
          {a.landmark ? (
            <span className="block text-gray-600" data-testid="order-landmark">
              {t("checkout.address.landmark", { landmark: a.landmark })}
            </span>
          ) : null}
        </span>
      </p>
      <p className="flex items-center gap-1.5">
        <PhoneIcon size={16} className="shrink-0 text-brand-600" />
        {a.phone}
      </p>
      {order.riderNote ? (
        <p className="mt-2 break-words" data-testid="order-rider-note">
          <span className="font-medium text-gray-900">{t("order.riderNote")}</span>{" "}
          {order.riderNote}
        </p>
      ) : null}
      {order.substitutions.length > 0 ? (
        <div className="mt-2" data-testid="order-substitutions">
          <p className="font-medium text-gray-900">
            {t("checkout.substitution.lineLabel", {
              question: t("checkout.substitution.question"),
            })}
          </p>
          <ul className="list-inside list-disc">
            {order.substitutions.map(([label, names]) => (
              <li key={label} className="break-words">
                {substitutionLabelIn(t, label)} — {names.join(", ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

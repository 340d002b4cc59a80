import { formatPeso } from "@domain/money";
import { Button } from "~/components/ui/button";
import { AlertIcon } from "~/components/ui/icons";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/lib/i18n/i18n";
import type { TotalChangedReply } from "../api";

/**
 * A price changed between the cart and Place Order: nothing was placed. The
 * shopper sees the new total and confirms it, or goes back to the cart.
 */
export function TotalChangedDialog({
  reply,
  placing,
  onConfirm,
  onReview,
}: {
  reply: TotalChangedReply;
  placing: boolean;
  onConfirm: () => void;
  onReview: () => void;
}) {
  const t = useT();
  const rows: [string, string][] = [
    [t("checkout.subtotal"), formatPeso(reply.subtotal)],
    [
      t("checkout.deliveryFee"),
      reply.freeDelivery ? t("checkout.free") : formatPeso(reply.deliveryFee),
    ],
    [t("checkout.taxShort"), formatPeso(reply.taxAmount)],
  ];
  return (
    <Modal title={t("checkout.totalChanged.title")} onClose={onReview} size="sm">
      <div className="flex gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <AlertIcon size={22} />
        </span>
        <p className="text-sm text-gray-700">{t("checkout.totalChanged.body")}</p>
      </div>
      <dl className="mt-4 space-y-1.5 rounded-lg bg-gray-50 p-3 text-sm" data-testid="new-totals">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between border-t border-gray-200 pt-2">
          <dt className="font-bold text-gray-900">{t("checkout.totalChanged.newTotal")}</dt>
          <dd className="text-right">
            <span className="block text-xs text-gray-500 line-through tabular-nums">
              {formatPeso(reply.expectedTotal)}
            </span>
            <span className="text-lg font-bold text-gray-900 tabular-nums" data-testid="new-total">
              {formatPeso(reply.total)}
            </span>
          </dd>
        </div>
      </dl>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onReview} disabled={placing}>
          {t("checkout.totalChanged.review")}
        </Button>
        <Button onClick={onConfirm} busy={placing} data-autofocus>
          {t("checkout.totalChanged.confirm", { total: formatPeso(reply.total) })}
        </Button>
      </div>
    </Modal>
  );
}

import { formatPeso } from "@domain/money";
import { Button } from "~/components/ui/button";
import { AlertIcon } from "~/components/ui/icons";
import { Modal } from "~/components/ui/modal";
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
  const rows: [string, string][] = [
    ["Subtotal", formatPeso(reply.subtotal)],
    ["Delivery fee", reply.freeDelivery ? "FREE" : formatPeso(reply.deliveryFee)],
    ["Tax", formatPeso(reply.taxAmount)],
  ];
  return (
    <Modal title="The total has changed" onClose={onReview} size="sm">
      <div className="flex gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <AlertIcon size={22} />
        </span>
        <p className="text-sm text-gray-700">
          A price changed since you opened your cart. Your order was not placed yet.
        </p>
      </div>
      <dl className="mt-4 space-y-1.5 rounded-lg bg-gray-50 p-3 text-sm" data-testid="new-totals">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between border-t border-gray-200 pt-2">
          <dt className="font-bold text-gray-900">New total</dt>
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
          Review cart
        </Button>
        <Button onClick={onConfirm} busy={placing} data-autofocus>
          Place order for {formatPeso(reply.total)}
        </Button>
      </div>
    </Modal>
  );
}

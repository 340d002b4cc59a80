import { useState } from "react";
import toast from "~/lib/toast";
import { useRevalidator } from "react-router";
import { canSelfCancel, type CancelReason } from "@domain/order-cancel";
import { useCart } from "~/lib/cart/cart-context";
import { ApiError } from "~/lib/http";
import { useT } from "~/lib/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { buyAgainMessageIn } from "../buy-again-words";
import { buyAgain, cancelOrder, type BuyAgainReply } from "../habits-api";
import { orderNumber, type OrderView } from "../order-view";
import { BuyAgainNote } from "./buy-again-note";
import { CancelOrderDialog } from "./cancel-order-dialog";

/** A refusal the HTTP client has not shown yet (it shows network and server failures). */
function showRefusal(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.handled) return;
  const message = error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
  toast.error(message);
}

/**
 * An order's own buttons on /orders: "Buy again" (the server fills the cart and says what it
 * could not) and, while the store has not confirmed the order, "Cancel order".
 */
export function OrderActions({ order }: { order: OrderView }) {
  const cart = useCart();
  const t = useT();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<"buy" | "cancel" | null>(null);
  const [reply, setReply] = useState<BuyAgainReply | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const label = t("order.number", { number: orderNumber(order._id) });

  async function onBuyAgain() {
    setBusy("buy");
    try {
      const answer = await buyAgain(order._id, cart.items);
      // The cart the server stored, as the customer's cart (no toast of its own, no second save).
      cart.adoptServerCart(answer.cartItems);
      setReply(answer);
      const words = buyAgainMessageIn(t, answer.added, answer.notAdded);
      if (answer.added.length > 0) toast.success(words, { id: `buy-${order._id}` });
      else toast.error(words, { id: `buy-${order._id}` });
    } catch (error) {
      showRefusal(error, t("order.buyAgainFailed"));
    } finally {
      setBusy(null);
    }
  }

  async function onCancel(reason: CancelReason, details: string) {
    setBusy("cancel");
    try {
      const answer = await cancelOrder(order._id, reason, details);
      setCancelling(false);
      toast.success(answer.message ?? "Your order has been cancelled", {
        id: `cancel-${order._id}`,
      });
    } catch (error) {
      setCancelling(false);
      showRefusal(error, t("order.cancelFailed"));
    } finally {
      setBusy(null);
      void revalidator.revalidate();
    }
  }

  return (
    <div className="border-t border-gray-100 pt-3" data-order-actions={order._id}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void onBuyAgain()}
          disabled={!hydrated || busy !== null}
          aria-label={t("order.buyAgainAria", { order: label })}
          className="h-11 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-600 disabled:cursor-wait disabled:opacity-70"
        >
          {busy === "buy" ? t("order.adding") : t("order.buyAgain")}
        </button>
        {canSelfCancel(order.status) ? (
          <button
            type="button"
            onClick={() => setCancelling(true)}
            disabled={!hydrated || busy !== null}
            aria-label={t("order.cancelAria", { order: label })}
            className="h-11 rounded-xl border border-red-700 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
          >
            {t("order.cancel")}
          </button>
        ) : null}
      </div>
      <div role="status">{reply ? <BuyAgainNote reply={reply} /> : null}</div>
      {cancelling ? (
        <CancelOrderDialog
          orderLabel={label}
          busy={busy === "cancel"}
          onConfirm={(reason, details) => void onCancel(reason, details)}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </div>
  );
}

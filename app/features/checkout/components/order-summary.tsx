import { useCallback, useMemo, useState } from "react";
import toast from "~/lib/toast";
import { useNavigate } from "react-router";
import { FREE_DELIVERY_THRESHOLD, ZONE_FEES } from "@domain/delivery";
import { DELIVERY_NOTE_MESSAGES, type SubstitutionChoice } from "@domain/delivery-notes";
import { MESSAGES, minimumOrderMessage } from "@domain/messages";
import {
  MINIMUM_ORDER_AMOUNT,
  TAX_RATE,
  formatPeso,
  meetsMinimumOrder,
  minimumOrderShortfall,
} from "@domain/pricing";
import { Badge } from "~/components/ui/badge";
import { Button, Spinner } from "~/components/ui/button";
import { AlertIcon, CashIcon, CheckIcon } from "~/components/ui/icons";
import { useMessage, useT, type Translate } from "~/lib/i18n/i18n";
import { STORAGE_KEYS, writeStorage } from "~/lib/storage";
import type { OrderCalculation } from "../api";
import {
  codOrderRequest,
  freeDeliveryShortfall,
  localSummary,
  placeOrderBlocker,
  serverSummary,
  toOrderLines,
} from "../checkout-model";
import { minimumOrderWords } from "../checkout-words";
import { useCodWords } from "~/lib/cod-words";
import { useOrderCalculation } from "../hooks/use-order-calculation";
import { usePlaceOrder } from "../hooks/use-place-order";
import { AddressPicker, type AddressChoices } from "./address-picker";
import { BarangayNotCoveredDialog } from "./barangay-not-covered-dialog";
import { RiderNoteField, riderNoteTooLong } from "./rider-note-field";
import { TotalChangedDialog } from "./total-changed-dialog";

export interface OrderSummaryProps {
  loggedIn: boolean;
  onLogin: () => void;
  /** Lines of products that exist (the cart page drops the rest). */
  lines: readonly { id: string; quantity: number }[];
  subtotal: number;
  itemCount: number;
  addresses: AddressChoices;
  /** The order was placed: the cart is emptied (the server already did). */
  onPlaced: () => void;
  /** Each line's "If out of stock" choice, sent with the order. */
  substitutionFor?: (productId: string) => SubstitutionChoice;
}

const TAX_PERCENT = Math.round(TAX_RATE * 100);

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

/** The Order Summary and Place Order of SPEC §2.10, with the checks of §5. */
export function OrderSummary({
  loggedIn,
  onLogin,
  lines,
  subtotal,
  itemCount,
  addresses,
  onPlaced,
  substitutionFor,
}: OrderSummaryProps) {
  const navigate = useNavigate();
  const t = useT();
  const message = useMessage();
  const codWords = useCodWords();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [codDialog, setCodDialog] = useState<string | null>(null);
  const [riderNote, setRiderNote] = useState("");
  const address =
    addresses.addresses.find((a) => a._id === chosenId) ?? addresses.addresses[0] ?? null;

  const orderLines = useMemo(() => toOrderLines(lines), [lines]);
  const request =
    loggedIn && orderLines.length > 0 && !addresses.loading
      ? { items: orderLines, address: address?._id ?? null }
      : null;
  const [revision, setRevision] = useState(0);
  const { calculation, loading } = useOrderCalculation(request, revision);
  const summary = calculation ? serverSummary(calculation) : localSummary(subtotal, address);
  const outOfStock = calculation?.outOfStock ?? [];
  const stockMessage = stockWords(t, calculation);

  // Empty the cart once the orders page is up, so the cart never flashes "empty" first.
  const placed = useCallback(async () => {
    await navigate("/orders");
    onPlaced();
  }, [onPlaced, navigate]);
  const { place, placing, totalChange, confirmNewTotal, dismissTotalChange } =
    usePlaceOrder(placed);

  function onPlaceOrder() {
    const blocker = placeOrderBlocker({
      loggedIn,
      address,
      lineCount: orderLines.length,
      subtotal: summary.subtotal,
    });
    if (blocker?.kind === "login") {
      toast.error(blocker.message, { id: "place-order" });
      writeStorage(STORAGE_KEYS.postLoginRedirect, "/cart");
      onLogin();
      return;
    }
    if (blocker?.kind === "toast") {
      // The minimum order's message has amounts in it: its words come with them.
      const words =
        blocker.message === minimumOrderMessage(summary.subtotal)
          ? minimumOrderWords(t, summary.subtotal)
          : blocker.message;
      toast.error(words, { id: "place-order" });
      return;
    }
    if (blocker?.kind === "cod") {
      setCodDialog(blocker.message);
      return;
    }
    if (riderNoteTooLong(riderNote)) {
      toast.error(DELIVERY_NOTE_MESSAGES.RIDER_NOTE_TOO_LONG, { id: "place-order" });
      return;
    }
    // The total on screen travels with the order: a price changed meanwhile is shown to the
    // shopper to confirm instead of being charged unseen.
    if (address) {
      void place(
        codOrderRequest(orderLines, address._id, summary.total, riderNote, substitutionFor),
      );
    }
  }

  const knownFee = summary.zone !== null || summary.freeDelivery;
  const toFree = freeDeliveryShortfall(summary.subtotal);

  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100 lg:sticky lg:top-24"
    >
      <h2 id="order-summary" className="text-lg font-bold text-gray-900">
        {t("checkout.summary")}
      </h2>

      {loggedIn ? (
        <div className="mt-4 space-y-3 border-b border-gray-100 pb-4">
          <AddressPicker choices={addresses} selected={address} onSelect={setChosenId} />
          <RiderNoteField value={riderNote} onChange={setRiderNote} />
          {address && !addresses.loading ? (
            <p
              role="status"
              data-testid="cod-availability"
              className={`flex gap-2 rounded-lg p-2.5 text-sm ${summary.codAvailable ? "bg-brand-50 text-brand-700" : "bg-red-50 text-red-800"}`}
            >
              {summary.codAvailable ? (
                <CheckIcon size={18} className="shrink-0" />
              ) : (
                <AlertIcon size={18} className="shrink-0" />
              )}
              {codWords(summary.codMessage, address?.barangay)}
            </p>
          ) : null}
        </div>
      ) : null}

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
            {address || summary.zone !== null ? (
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

      {loggedIn && loading ? (
        <p className="mt-2 flex items-center gap-2 text-xs text-gray-500" role="status">
          <Spinner className="h-3 w-3" /> {t("checkout.updating")}
        </p>
      ) : null}

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
      {!meetsMinimumOrder(summary.subtotal) ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-900">
          {t("checkout.minimum", {
            minimum: formatPeso(MINIMUM_ORDER_AMOUNT),
            amount: formatPeso(minimumOrderShortfall(summary.subtotal)),
          })}
        </p>
      ) : null}

      <Button
        size="lg"
        className="mt-5 w-full"
        busy={placing}
        disabled={loggedIn && addresses.loading}
        onClick={onPlaceOrder}
      >
        {placing ? t("checkout.placing") : t("checkout.place")}
      </Button>
      {!loggedIn ? (
        <p className="mt-2 text-center text-sm text-gray-600">{t("checkout.loginHint")}</p>
      ) : null}

      {totalChange ? (
        <TotalChangedDialog
          reply={totalChange.reply}
          placing={placing}
          onConfirm={confirmNewTotal}
          onReview={() => {
            dismissTotalChange();
            setRevision((n) => n + 1);
          }}
        />
      ) : null}
      {codDialog !== null ? (
        <BarangayNotCoveredDialog
          message={codWords(codDialog, address?.barangay)}
          onUpdate={() => setCodDialog(null)}
          onContinue={() => {
            setCodDialog(null);
            toast(MESSAGES.UPDATE_ADDRESS_TO_SORSOGON_BARANGAY, { icon: "📍" });
            navigate("/add-address");
          }}
        />
      ) : null}
    </section>
  );
}

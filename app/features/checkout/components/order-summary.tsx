import { useCallback, useMemo, useState } from "react";
import toast from "~/lib/toast";
import { useNavigate } from "react-router";
import { DELIVERY_NOTE_MESSAGES, type SubstitutionChoice } from "@domain/delivery-notes";
import { MESSAGES, minimumOrderMessage } from "@domain/messages";
import { Button, Spinner } from "~/components/ui/button";
import { AlertIcon, CheckIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { STORAGE_KEYS, writeStorage } from "~/lib/storage";
import {
  codOrderRequest,
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
import { OrderCosts } from "./order-costs";
import { OrderProblems } from "./order-problems";
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

      <OrderCosts
        summary={summary}
        itemCount={itemCount}
        hasAddress={address !== null}
        loggedIn={loggedIn}
        loading={loading}
      />

      {loggedIn && loading ? (
        <p className="mt-2 flex items-center gap-2 text-xs text-gray-500" role="status">
          <Spinner className="h-3 w-3" /> {t("checkout.updating")}
        </p>
      ) : null}

      <OrderProblems calculation={calculation} subtotal={summary.subtotal} />

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

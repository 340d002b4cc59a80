import { useId, useState } from "react";
import { CANCEL_REASONS, MAX_CANCEL_DETAILS, type CancelReason } from "@domain/order-cancel";
import { Modal } from "~/components/ui/modal";
import { inputClasses } from "~/components/ui/field";
import { useT } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

/** The reasons' words (domain CANCEL_REASONS's labels, which the seller's timeline keeps). */
const REASON_KEYS = {
  "changed-mind": "cancel.reason.changedMind",
  "ordered-by-mistake": "cancel.reason.orderedByMistake",
  "wrong-items": "cancel.reason.wrongItems",
  "wrong-address": "cancel.reason.wrongAddress",
  "too-slow": "cancel.reason.tooSlow",
  other: "cancel.reason.other",
} as const satisfies Record<CancelReason, MessageKey>;

/**
 * The store's own dialog (like ui/confirm-dialog.tsx, never the browser's confirm): why the
 * shopper cancels, from a short list, and optional words of their own. "Keep my order" has
 * the focus first; Escape, the backdrop and the close button keep the order too.
 */
export function CancelOrderDialog({
  orderLabel,
  busy,
  onConfirm,
  onClose,
}: {
  orderLabel: string;
  busy: boolean;
  onConfirm: (reason: CancelReason, details: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [details, setDetails] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const detailsId = useId();
  const problemId = useId();

  function submit() {
    if (!reason) return setProblem(t("cancel.chooseReason"));
    if (reason === "other" && details.trim() === "") return setProblem(t("cancel.tellReason"));
    setProblem(null);
    onConfirm(reason, details.trim());
  }

  return (
    <Modal title={t("cancel.title")} onClose={() => !busy && onClose()} size="sm">
      <p className="text-sm text-gray-700">{t("cancel.body", { order: orderLabel })}</p>
      <fieldset className="mt-4" aria-describedby={problem ? problemId : undefined}>
        <legend className="mb-2 text-sm font-semibold text-gray-900">{t("cancel.why")}</legend>
        <div className="space-y-1">
          {CANCEL_REASONS.map((r) => (
            <label
              key={r.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-gray-800 hover:bg-gray-50"
            >
              <input
                type="radio"
                name="cancel-reason"
                value={r.value}
                checked={reason === r.value}
                onChange={() => {
                  setReason(r.value);
                  setProblem(null);
                }}
                className="h-4 w-4 accent-brand-700"
              />
              {t(REASON_KEYS[r.value])}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={detailsId} className="mt-3 block text-sm font-medium text-gray-700">
        {t("cancel.details", { needed: reason === "other" ? "yes" : "no" })}
      </label>
      <textarea
        id={detailsId}
        value={details}
        maxLength={MAX_CANCEL_DETAILS}
        rows={2}
        onChange={(e) => setDetails(e.target.value.replace(/[\r\n]+/g, " "))}
        className={`${inputClasses} h-auto py-2`}
      />
      <p className="mt-1 text-right text-xs text-gray-600">
        {details.length}/{MAX_CANCEL_DETAILS}
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          disabled={busy}
          className="h-11 rounded-xl border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          {t("cancel.keep")}
        </button>
        <button
          type="button"
          onClick={submit}
          disabled={busy}
          className="h-11 rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {busy ? t("cancel.cancelling") : t("order.cancel")}
        </button>
      </div>
    </Modal>
  );
}

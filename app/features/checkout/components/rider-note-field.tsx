import { useId } from "react";
import { DELIVERY_NOTE_MESSAGES, RIDER_NOTE_MAX_LENGTH } from "@domain/delivery-notes";
import { useMessage, useT } from "~/lib/i18n/i18n";

/** Counted as the server counts it: after trimming. */
export const riderNoteTooLong = (note: string) => note.trim().length > RIDER_NOTE_MAX_LENGTH;

/**
 * The optional note to the rider, sent with the order. A counter says how much is left; a
 * note too long is said here and blocks Place Order, never cut short silently.
 */
export function RiderNoteField({
  value,
  onChange,
}: {
  value: string;
  onChange: (note: string) => void;
}) {
  const t = useT();
  const message = useMessage();
  const id = useId();
  const used = value.trim().length;
  const tooLong = riderNoteTooLong(value);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold uppercase tracking-wide text-gray-500">
        {t("checkout.rider.label")}{" "}
        <span className="font-normal normal-case">{t("checkout.rider.optional")}</span>
      </label>
      <textarea
        id={id}
        name="riderNote"
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("checkout.rider.placeholder")}
        aria-describedby={`${id}-hint`}
        aria-invalid={tooLong || undefined}
        className="mt-1 block w-full resize-y rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm"
      />
      <p
        id={`${id}-hint`}
        className={`mt-1 flex justify-between gap-2 text-xs ${tooLong ? "font-semibold text-red-700" : "text-gray-600"}`}
      >
        <span>
          {tooLong ? message(DELIVERY_NOTE_MESSAGES.RIDER_NOTE_TOO_LONG) : t("checkout.rider.hint")}
        </span>
        <span className="tabular-nums">
          {used}/{RIDER_NOTE_MAX_LENGTH}
        </span>
      </p>
    </div>
  );
}

import { useId } from "react";
import { DELIVERY_NOTE_MESSAGES, LANDMARK_MAX_LENGTH } from "@domain/delivery-notes";
import { inputClasses } from "~/components/ui/field";
import { useMessage, useT } from "~/lib/i18n/i18n";
import { landmarkTooLong } from "../address-form-model";

/**
 * The address's optional landmark ("across the chapel, blue gate"): many streets in the city
 * have no house numbers. A counter says how much is left; too long is said, not cut.
 */
export function LandmarkField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const t = useT();
  const message = useMessage();
  const id = useId();
  const used = value.trim().length;
  const tooLong = landmarkTooLong(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {t("account.address.landmark")}{" "}
        <span className="font-normal text-gray-500">{t("account.address.optional")}</span>
      </label>
      <input
        id={id}
        name="landmark"
        value={value}
        onChange={onChange}
        autoComplete="off"
        placeholder={t("account.address.landmarkPlaceholder")}
        aria-describedby={`${id}-hint`}
        aria-invalid={tooLong || undefined}
        className={inputClasses}
      />
      <p
        id={`${id}-hint`}
        className={`mt-1 flex justify-between gap-2 text-xs ${tooLong ? "font-semibold text-red-700" : "text-gray-600"}`}
      >
        <span>
          {tooLong
            ? message(DELIVERY_NOTE_MESSAGES.LANDMARK_TOO_LONG)
            : t("account.address.landmarkHint")}
        </span>
        <span className="tabular-nums">
          {used}/{LANDMARK_MAX_LENGTH}
        </span>
      </p>
    </div>
  );
}

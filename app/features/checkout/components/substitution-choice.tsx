import { useId } from "react";
import {
  SUBSTITUTION_CHOICES,
  isSubstitutionChoice,
  type SubstitutionChoice,
} from "@domain/delivery-notes";
import { Spinner } from "~/components/ui/button";
import { useT } from "~/lib/i18n/i18n";
import { SUBSTITUTION_KEYS } from "~/lib/substitution-words";
import type { Substitutions } from "../hooks/use-substitutions";

const selectClasses =
  "h-9 min-w-0 max-w-full rounded-lg border border-gray-300 bg-white pl-2 pr-6 text-[13px] text-gray-900 sm:pr-7 sm:text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:opacity-60";

function ChoiceOptions() {
  const t = useT();
  return (
    <>
      {SUBSTITUTION_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {t(SUBSTITUTION_KEYS[choice])}
        </option>
      ))}
    </>
  );
}

/** One cart line's "If out of stock: Remove it / Call me / Use a similar item". */
export function LineSubstitution({
  productId,
  productName,
  substitutions,
}: {
  productId: string;
  productName: string;
  substitutions: Substitutions;
}) {
  const t = useT();
  const id = useId();
  const question = t("checkout.substitution.question");
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-600">
        {t("checkout.substitution.lineLabel", { question })}
      </label>
      <select
        id={id}
        name={`substitution-${productId}`}
        aria-label={t("checkout.substitution.lineAria", { question, name: productName })}
        value={substitutions.choiceFor(productId)}
        onChange={(event) => {
          const choice = event.target.value;
          if (isSubstitutionChoice(choice)) substitutions.setLine(productId, choice);
        }}
        className={selectClasses}
      >
        <ChoiceOptions />
      </select>
    </div>
  );
}

/**
 * The default every line starts with, kept on the account; a guest gets "Remove it" and
 * is told a login keeps a default.
 */
export function SubstitutionDefault({
  substitutions,
  loggedIn,
}: {
  substitutions: Substitutions;
  loggedIn: boolean;
}) {
  const t = useT();
  const id = useId();
  const question = t("checkout.substitution.question");
  if (!loggedIn) {
    return (
      <p className="py-3 text-sm text-gray-600">{t("checkout.substitution.guest", { question })}</p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 py-3">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {t("checkout.substitution.defaultLabel", { question })}
      </label>
      <select
        id={id}
        name="substitution-default"
        value={substitutions.defaultChoice}
        disabled={substitutions.busy}
        onChange={(event) => {
          const choice = event.target.value as SubstitutionChoice;
          if (isSubstitutionChoice(choice)) substitutions.setDefault(choice);
        }}
        className={selectClasses}
      >
        <ChoiceOptions />
      </select>
      {substitutions.busy ? <Spinner className="h-4 w-4 text-brand-600" /> : null}
      <span className="w-full text-xs text-gray-600">{t("checkout.substitution.saved")}</span>
    </div>
  );
}

// "If out of stock" and its choices (domain/delivery-notes.ts) in the page's language: the
// cart's dropdowns and an order's summary. The English of the keys is the domain's
// (app/features/checkout/checkout-words.test.ts).
import { SUBSTITUTION_LABELS, type SubstitutionChoice } from "@domain/delivery-notes";
import type { Translate } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

export const SUBSTITUTION_KEYS = {
  remove: "checkout.substitution.remove",
  call: "checkout.substitution.call",
  similar: "checkout.substitution.similar",
} as const satisfies Record<SubstitutionChoice, MessageKey>;

/** A choice's words as the domain gives them ("Call me"), in the page's language. */
export function substitutionLabelIn(t: Translate, label: string): string {
  const choice = (Object.keys(SUBSTITUTION_LABELS) as SubstitutionChoice[]).find(
    (c) => SUBSTITUTION_LABELS[c] === label,
  );
  return choice ? t(SUBSTITUTION_KEYS[choice]) : label;
}

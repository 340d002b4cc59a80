// The COD check's message about the shopper's own barangay (domain codNotAvailableIn) in the
// page's language, for the cart's summary and the address form alike: matched by its words, the
// rest of the check's messages looked up as given (messages*.json). The English of the key is
// the domain's (app/features/checkout/checkout-words.test.ts).
import { useCallback } from "react";
import { codNotAvailableIn } from "@domain/messages";
import { useMessage, useT, type Translate } from "~/lib/i18n/i18n";

/** The COD check's message for an address (domain codNotAvailableIn names the barangay). */
export const COD_NOT_AVAILABLE_KEY =
  "COD is not available in {barangay}. We only deliver to barangays within Sorsogon City.";

export function codWords(
  t: Translate,
  message: (english: string) => string,
  english: string,
  barangay: string | undefined,
): string {
  if (barangay !== undefined && english === codNotAvailableIn(barangay))
    return t(COD_NOT_AVAILABLE_KEY, { barangay: barangay.trim() });
  return message(english);
}

/** `codWords` bound to the page's language. */
export function useCodWords(): (english: string, barangay: string | undefined) => string {
  const t = useT();
  const message = useMessage();
  return useCallback(
    (english: string, barangay: string | undefined) => codWords(t, message, english, barangay),
    [t, message],
  );
}

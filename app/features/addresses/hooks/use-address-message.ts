import { useCallback } from "react";
import { codNotAvailableIn } from "@domain/messages";
import { useMessage, useT } from "~/lib/i18n/i18n";

/**
 * A message of the address form (the COD address check, a missing field, the server's answer)
 * in the page's language. The one built around the shopper's own barangay is matched by its
 * words, "account.address.codNotAvailableIn" (a test holds its English equal to
 * codNotAvailableIn); the rest are looked up as given (messages*.json), else shown as they are.
 */
export function useAddressMessage(): (text: string, barangay: string) => string {
  const t = useT();
  const message = useMessage();
  return useCallback(
    (text: string, barangay: string) =>
      text === codNotAvailableIn(barangay)
        ? t("account.address.codNotAvailableIn", { barangay: barangay.trim() })
        : message(text),
    [t, message],
  );
}

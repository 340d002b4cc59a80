// The words a catalogue loader writes into its page (titles, range lines, hints, share text):
// in the page's language, the one the server chose for this request (cookie, else account).
import type { Language } from "@domain/language";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n, type Translate } from "~/lib/i18n/i18n";

/** `useT` for a loader. */
export function loaderTranslator(language: Language): Translate {
  const i18n = createI18n(language, compiledMessages(language));
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
}

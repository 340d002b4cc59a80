// The storefront's languages in React (issue 29), on @lingui/core and @lingui/react: one i18n
// instance per rendered page, made from the root's data (the server chose the language from the
// cookie or the account and sent that language's compiled words), so the server's HTML and the
// hydrated page say the same thing and nothing flashes in the other language.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { useCallback, useMemo, type ReactNode } from "react";
import type { Language } from "@domain/language";
import type { MessageKey } from "~/locales/keys";

export type CompiledMessages = Messages;
export type MessageValues = Record<string, string | number | ReactNode>;

/** The page's instance in the browser, for code that runs outside React (toasts from a hook). */
let browserI18n: I18n | null = null;

export function createI18n(language: Language, messages: CompiledMessages): I18n {
  return setupI18n({
    locale: language,
    messages: { [language]: messages },
    // A message the catalogs lack is shown as given: the SPEC's English messages that arrive
    // from the API are looked up by their own words, and most of them need no translation.
    missing: (_locale, id) => id,
  });
}

export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(language, messages), [language, messages]);
  if (typeof window !== "undefined") browserI18n = i18n;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function translateWith(i18n: I18n): Translate {
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
}

/** A message the store's own words name by key, in the page's language. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useMemo(() => translateWith(i18n), [i18n]);
}

/** The page's language. */
export function useLanguage(): Language {
  return useLingui().i18n.locale as Language;
}

/**
 * A SPEC message or an API's answer, given in its English words: the page's language's words
 * for it when the catalogs have them (app/locales/<language>/messages.json), else as given. In
 * English it is always the given text, word for word.
 */
export function useMessage(): (english: string) => string {
  const { i18n } = useLingui();
  return useCallback((english: string) => messageIn(i18n, english), [i18n]);
}

function messageIn(i18n: I18n, english: string): string {
  return i18n.messages[english] === undefined ? english : i18n._(english);
}

/** `useT` for code that runs in the browser outside a render (an event handler's toast). */
export function translateNow(key: MessageKey, values?: MessageValues): string {
  return browserI18n ? translateWith(browserI18n)(key, values) : key;
}

/** `useMessage` for code that runs in the browser outside a render. */
export function messageNow(english: string): string {
  return browserI18n ? messageIn(browserI18n, english) : english;
}

/** What a route's `meta` finds of the root's data in `matches`. */
interface RootMatchData {
  language?: Language;
  messages?: unknown;
}

/**
 * `useT` for a route's `meta` (no hooks there): the root's data is in `matches[0]`. A page
 * whose root loader failed has no words at all (the root loader only reads the request's
 * context, so it should not): its title then shows the key itself.
 */
export function metaTranslator(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): Translate {
  const root = matches.find((m) => m?.id === "root")?.data as RootMatchData | undefined;
  if (!root?.language || !root.messages) return (key) => key;
  return translateWith(createI18n(root.language, root.messages as CompiledMessages));
}

// The storefront's words in each language, compiled once per process on the server and handed
// to the page with the root's data: a phone downloads its own language's words alone, already
// compiled, and never the message compiler. The files a translator edits are
// app/locales/<language>/<area>.json (ICU MessageFormat; see app/locales/README.md).
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LANGUAGES, type Language } from "@domain/language";
import { createI18n, translateWith, type CompiledMessages, type Translate } from "./i18n";

type Catalog = Record<string, string>;

const files = import.meta.glob<Catalog>("../../locales/*/*.json", {
  eager: true,
  import: "default",
});

/** Every catalog file's messages, by language and area. */
export function sourceCatalogs(): Record<Language, Record<string, Catalog>> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, {}])) as Record<
    Language,
    Record<string, Catalog>
  >;
  for (const [path, catalog] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, area] = match;
    if (language && area && language in out) out[language as Language][area] = catalog;
  }
  return out;
}

const compiled = new Map<Language, CompiledMessages>();

/** One language's messages, every area merged, compiled for @lingui/core. */
export function compiledMessages(language: Language): CompiledMessages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = {};
    for (const catalog of Object.values(sourceCatalogs()[language]))
      for (const [id, text] of Object.entries(catalog)) messages[id] = compileMessage(text);
    compiled.set(language, messages);
  }
  return messages;
}

const translators = new Map<Language, Translate>();

/** `useT` for a loader: the words it writes into its page, in the request's language. */
export function serverTranslator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    t = translateWith(createI18n(language, compiledMessages(language)));
    translators.set(language, t);
  }
  return t;
}

// For component tests: renders inside the page's language as the root would (the server's
// compiled words of that language).
import type { ReactNode } from "react";
import type { Language } from "@domain/language";
import { compiledMessages } from "./catalogs.server";
import { LanguageProvider } from "./i18n";

export function TestLanguage({
  language = "en",
  children,
}: {
  language?: Language;
  children: ReactNode;
}) {
  return (
    <LanguageProvider language={language} messages={compiledMessages(language)}>
      {children}
    </LanguageProvider>
  );
}

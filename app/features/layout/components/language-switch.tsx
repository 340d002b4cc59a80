import { LANGUAGE_NAMES, LANGUAGES } from "@domain/language";
import { useLanguage, useT } from "~/lib/i18n/i18n";

/**
 * English | Filipino. Plain links to /language/<code>: the server sets the cookie (and the
 * signed-in shopper's account), then sends the browser back to this page rendered in the other
 * language, so it works before the page's code has come, and nothing flashes in the old words.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const current = useLanguage();
  return (
    // A group, not a landmark: the switch is in the open banner and again in the footer.
    <div
      role="group"
      aria-label={t("language.label")}
      className={`flex items-center gap-1 ${className}`}
    >
      {LANGUAGES.map((language, index) => (
        <span key={language} className="flex items-center gap-1">
          {index > 0 ? <span aria-hidden="true">|</span> : null}
          {language === current ? (
            <span aria-current="true" lang={language} className="font-bold">
              {LANGUAGE_NAMES[language]}
            </span>
          ) : (
            <a
              href={`/language/${language}`}
              lang={language}
              hrefLang={language}
              data-document=""
              title={t("language.switchTo", { name: LANGUAGE_NAMES[language] })}
              className="inline-flex min-h-6 items-center underline underline-offset-2 hover:no-underline"
            >
              {LANGUAGE_NAMES[language]}
            </a>
          )}
        </span>
      ))}
    </div>
  );
}

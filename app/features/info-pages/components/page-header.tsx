import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/i18n";
import { isoDateFromLongDate } from "../last-updated";

/** The top of an information page: eyebrow, title, intro and, on policy pages, the date. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  lastUpdated,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  lastUpdated?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="rounded-2xl bg-brand-700 px-4 py-8 text-white sm:px-8 sm:py-10">
      <p className="text-xs font-bold uppercase tracking-wider text-brand-100">{eyebrow}</p>
      <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-brand-50">{intro}</p>
      {lastUpdated ? (
        <p className="mt-4 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
          {t("pages.infoPage.lastUpdated")}{" "}
          <time dateTime={isoDateFromLongDate(lastUpdated) ?? undefined}>{lastUpdated}</time>
        </p>
      ) : null}
      {children}
    </header>
  );
}

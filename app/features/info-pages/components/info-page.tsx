import { Link, NavLink } from "react-router";
import { STORE } from "@domain/store";
import { PhoneIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { infoLink, isInfoPath } from "../content/links";
import type { InfoDocument } from "../types";
import { InfoBlocks } from "./info-blocks";
import { PageHeader } from "./page-header";

import { telHref } from "~/lib/phone";

/**
 * A policy page rendered from its data (content/*.ts): header with the date, the sections,
 * and a side column (below the text on phones) with the page's contents, the other Customer
 * Care pages and a way to call the store. `related` gives the other pages' addresses; they are
 * named here in the page's language.
 */
export function InfoPage({
  document,
  related = [],
}: {
  document: InfoDocument;
  related?: readonly { to: string }[];
}) {
  const t = useT();
  const relatedLinks = related.map((link) =>
    isInfoPath(link.to) ? infoLink(t, link.to) : { to: link.to, label: link.to },
  );
  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <PageHeader
        eyebrow={t("pages.infoPage.eyebrow")}
        title={document.title}
        intro={document.intro}
        lastUpdated={document.lastUpdated}
      />
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_280px]">
        <article className="min-w-0 space-y-8 rounded-2xl bg-white p-4 shadow-sm sm:p-8">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="mb-3 text-xl font-bold text-gray-900">
                {section.heading}
              </h2>
              <InfoBlocks blocks={section.blocks} />
            </section>
          ))}
        </article>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <nav
            aria-label={t("pages.infoPage.onThisPage")}
            className="hidden rounded-2xl bg-white p-4 shadow-sm lg:block"
          >
            <h2 className="text-sm font-bold uppercase tracking-wide text-gray-500">
              {t("pages.infoPage.onThisPage")}
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded px-1 py-1 text-gray-700 hover:text-brand-700 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {relatedLinks.length > 0 ? (
            <nav
              aria-label={t("pages.infoPage.careNav")}
              className="rounded-2xl bg-white p-4 shadow-sm"
            >
              <h2 className="text-sm font-bold uppercase tracking-wide text-gray-500">
                {t("pages.infoPage.careHeading")}
              </h2>
              <ul className="mt-2 space-y-1 text-sm">
                {relatedLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      className="block rounded px-1 py-1.5 text-gray-700 hover:text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="rounded-2xl bg-brand-50 p-4">
            <h2 className="font-bold text-gray-900">{t("pages.infoPage.stillNeedHelp")}</h2>
            <p className="mt-1 text-sm text-gray-700">{t("pages.infoPage.replyNote")}</p>
            <a
              href={telHref(STORE.phone)}
              className="mt-3 flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              <PhoneIcon size={16} /> {t("pages.infoPage.call", { phone: STORE.phone })}
            </a>
            <Link
              to="/contact"
              className="mt-2 block text-center text-sm font-semibold text-brand-700 hover:underline"
            >
              {t("pages.infoPage.sendMessage")}
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}

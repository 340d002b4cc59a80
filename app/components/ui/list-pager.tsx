import { Link } from "react-router";
import { pagerNumbers } from "@domain/catalog-query";
import { useT } from "~/lib/i18n/i18n";
import { pageHref } from "~/lib/page-href";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The URL of a page: pages are links, so paging works without JavaScript and can be shared. */
  hrefFor: (page: number) => string;
}

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold";

/** Previous, up to five page numbers, Next (SPEC §2.5). Hidden when there is one page. */
export function Pager({ page, pageCount, hrefFor }: PagerProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const numbers = pagerNumbers(page, pageCount);
  return (
    <nav
      aria-label={t("ui.pagination")}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          className={`${cell} border-gray-300 bg-white hover:bg-gray-50`}
          rel="prev"
        >
          <ChevronLeftIcon size={16} />
          {t("ui.previous")}
        </Link>
      ) : (
        <span className={`${cell} border-gray-200 bg-gray-50 text-gray-400`} aria-disabled="true">
          <ChevronLeftIcon size={16} />
          {t("ui.previous")}
        </span>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span
            key={n}
            aria-current="page"
            className={`${cell} border-brand-600 bg-brand-600 text-white`}
          >
            {n}
          </span>
        ) : (
          <Link
            key={n}
            to={hrefFor(n)}
            aria-label={t("ui.page", { page: n })}
            className={`${cell} border-gray-300 bg-white hover:bg-gray-50`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link
          to={hrefFor(page + 1)}
          className={`${cell} border-gray-300 bg-white hover:bg-gray-50`}
          rel="next"
        >
          {t("ui.next")}
          <ChevronRightIcon size={16} />
        </Link>
      ) : (
        <span className={`${cell} border-gray-200 bg-gray-50 text-gray-400`} aria-disabled="true">
          {t("ui.next")}
          <ChevronRightIcon size={16} />
        </span>
      )}
    </nav>
  );
}

/** The pager of a product list whose page 1 is at `listHref` (the server's address for it). */
export function ListPager({
  listHref,
  ...pages
}: Omit<PagerProps, "hrefFor"> & { listHref: string }) {
  return <Pager {...pages} hrefFor={(page) => pageHref(listHref, page)} />;
}

import { pagerNumbers, type PageWindow } from "@domain/catalog-query";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed";

/** Client-side pages of the seller list: buttons, as the list lives in the browser. */
export function ListPager({
  window: win,
  onPage,
}: {
  window: PageWindow;
  onPage: (page: number) => void;
}) {
  if (win.pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${cell} border-gray-300 bg-white disabled:text-gray-400`}
        disabled={win.page <= 1}
        onClick={() => onPage(win.page - 1)}
      >
        <ChevronLeftIcon size={16} />
        <span className="sr-only sm:not-sr-only">Previous</span>
      </button>
      {pagerNumbers(win.page, win.pageCount).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={`Page ${n}`}
          aria-current={n === win.page ? "page" : undefined}
          onClick={() => onPage(n)}
          className={`${cell} ${n === win.page ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white hover:bg-gray-50"}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${cell} border-gray-300 bg-white disabled:text-gray-400`}
        disabled={win.page >= win.pageCount}
        onClick={() => onPage(win.page + 1)}
      >
        <span className="sr-only sm:not-sr-only">Next</span>
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}

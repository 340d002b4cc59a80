import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ORDER_FILTERS, orderFilterHref, type OrderFilter } from "../order-filter";

/** Status pills as links (?status=…): they work before the page's script has loaded. */
export function OrdersFilter({
  pathname,
  current,
  counts,
}: {
  pathname: string;
  current: OrderFilter;
  counts: Record<OrderFilter, number>;
}) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  // On a phone the pills scroll sideways: keep the chosen one in view (e.g. ?status=Delivered).
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);

  return (
    <nav
      aria-label="Filter orders by status"
      className="-mx-3 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-2 whitespace-nowrap sm:flex-wrap">
        {ORDER_FILTERS.map((filter) => {
          const active = filter === current;
          return (
            <li key={filter}>
              <Link
                to={orderFilterHref(pathname, filter)}
                replace
                preventScrollReset
                ref={active ? activeRef : undefined}
                aria-current={active ? "page" : undefined}
                className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-gray-300 bg-white text-gray-700 hover:border-brand-600"
                }`}
              >
                {filter}
                <span
                  className={`rounded-full px-1.5 text-xs ${active ? "bg-white/20" : "bg-gray-100 text-gray-600"}`}
                >
                  {counts[filter]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

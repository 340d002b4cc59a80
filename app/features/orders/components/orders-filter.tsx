import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/i18n";
import { ALL_ORDERS, ORDER_FILTERS, orderFilterHref, type OrderFilter } from "../order-filter";
import { statusName } from "../status-words";

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
  const t = useT();
  const activeRef = useRef<HTMLAnchorElement>(null);
  // On a phone the pills scroll sideways: keep the chosen one in view (e.g. ?status=Delivered).
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);

  return (
    <nav
      aria-label={t("orders.filter.label")}
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
                {filter === ALL_ORDERS ? t("orders.filter.all") : statusName(t, filter)}
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

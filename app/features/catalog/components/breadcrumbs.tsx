import { Link } from "react-router";
import { ChevronRightIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";

export interface Crumb {
  label: string;
  to?: string;
}

/** Home / Products / category / name (SPEC §2.7); the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm text-gray-500">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className="truncate font-medium text-gray-800"
                >
                  {item.label}
                </span>
              )}
              {!last ? <ChevronRightIcon size={14} className="shrink-0 text-gray-400" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

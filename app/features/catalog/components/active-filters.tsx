import { Link } from "react-router";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { CloseIcon } from "~/components/ui/icons";
import { productsHref, type ProductsQuery } from "~/lib/products-url";
import { categoryLabel } from "../category-options";

/** Chips of the active search and category, each removable, and "Clear all filters". */
export function ActiveFilters({ query }: { query: ProductsQuery }) {
  if (!query.search && !query.category) return null;
  const chip =
    "inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-1 pl-3 pr-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-100";
  const remove = "flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100";
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {query.search ? (
        <span className={chip}>
          Search: “{query.search}”
          <Link
            to={productsHref({ ...query, search: "", page: 1 })}
            className={remove}
            aria-label={`Remove search ${query.search}`}
          >
            <CloseIcon size={14} />
          </Link>
        </span>
      ) : null}
      {query.category ? (
        <span className={chip}>
          {categoryLabel(query.category)}
          <Link
            to={productsHref({ ...query, category: "", page: 1 })}
            className={remove}
            aria-label={`Remove category ${categoryLabel(query.category)}`}
          >
            <CloseIcon size={14} />
          </Link>
        </span>
      ) : null}
      <Link to="/products" className="text-sm font-semibold text-red-700 hover:underline">
        {STOREFRONT_MESSAGES.CLEAR_ALL_FILTERS}
      </Link>
    </div>
  );
}

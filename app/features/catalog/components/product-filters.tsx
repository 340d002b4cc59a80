import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { SORT_OPTIONS, isSortOption } from "@domain/catalog-query";
import { BESTSELLERS_CATEGORY } from "@domain/category-rules";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { buttonClasses } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { CloseIcon } from "~/components/ui/icons";
import { useT, type Translate } from "~/lib/i18n/i18n";
import { productsHref, type ProductsQuery } from "~/lib/products-url";
import {
  CATEGORY_GROUPS,
  SORT_LABEL_KEYS,
  canonicalCategory,
  categoryLabel,
} from "../category-options";

/** A chip's name for a category filter: Best Sellers in the page's language, else the catalogue's. */
const filterLabel = (t: Translate, value: string) =>
  value.toLowerCase() === BESTSELLERS_CATEGORY ? t("products.bestsellers") : categoryLabel(value);

/** The dropdowns over the chips of /products (products-parts.tsx). */
export function ProductFilterPanel({ query }: { query: ProductsQuery }) {
  return (
    <>
      <ProductFilters query={query} />
      <ActiveFilters query={query} />
    </>
  );
}

/**
 * Category and sort dropdowns (SPEC §2.5). A GET form: any change reloads the list at page 1
 * with the new query in the URL. Without JavaScript an Apply button submits it; with it the
 * button is never laid out, so nothing shifts when the page hydrates.
 */
function ProductFilters({ query }: { query: ProductsQuery }) {
  const navigate = useNavigate();
  const t = useT();
  const category = canonicalCategory(query.category);
  const formRef = useRef<HTMLFormElement>(null);

  // The same GET the form would send, written without the defaults, back to page 1.
  const apply = (element: HTMLFormElement) => {
    const form = new FormData(element);
    const sort = form.get("sort");
    void navigate(
      productsHref({
        search: query.search,
        category: String(form.get("category") ?? ""),
        sort: isSortOption(sort) ? sort : undefined,
      }),
      { preventScrollReset: true },
    );
  };

  // A choice made before the page's code ran is in the form but not yet applied: apply it.
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const form = new FormData(element);
    if (form.get("category") !== category || form.get("sort") !== query.sort) apply(element);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Form
      ref={formRef}
      method="get"
      action="/products"
      className="grid grid-cols-1 items-end gap-3 min-[360px]:grid-cols-2 sm:flex sm:flex-wrap"
      onChange={(event) => apply(event.currentTarget)}
    >
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
      <SelectField
        label={t("filters.category")}
        name="category"
        defaultValue={category}
        key={`c-${category}`}
        className="min-w-0 sm:w-64"
      >
        <option value="">{t("filters.allCategories")}</option>
        <option value={BESTSELLERS_CATEGORY}>{t("products.bestsellers")}</option>
        {CATEGORY_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
        {category &&
        !CATEGORY_GROUPS.some((g) => g.options.some((o) => o.value === category)) &&
        category !== BESTSELLERS_CATEGORY ? (
          <option value={category}>{category}</option>
        ) : null}
      </SelectField>
      <SelectField
        label={t("filters.sortBy")}
        name="sort"
        defaultValue={query.sort}
        key={`s-${query.sort}`}
        className="min-w-0 sm:w-52"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(SORT_LABEL_KEYS[option.value])}
          </option>
        ))}
      </SelectField>
      {/* Only a browser without JavaScript shows it: the grid below never moves (CLS 0). */}
      <noscript>
        <button type="submit" className={buttonClasses({ variant: "outline" })}>
          {t("filters.apply")}
        </button>
      </noscript>
    </Form>
  );
}

/** Chips of the active search and category, each removable, and "Clear all filters". */
function ActiveFilters({ query }: { query: ProductsQuery }) {
  const t = useT();
  if (!query.search && !query.category) return null;
  const chip =
    "inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-1 pl-3 pr-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-100";
  const remove = "flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100";
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={t("filters.active")}
      role="group"
    >
      {query.search ? (
        <span className={`${chip} max-w-full`}>
          {/* A long unbroken word wraps inside the chip instead of widening the page. */}
          <span className="min-w-0 wrap-anywhere">
            {t("filters.searchChip", { search: query.search })}
          </span>
          <Link
            to={productsHref({ ...query, search: "", page: 1 })}
            className={`${remove} shrink-0`}
            aria-label={t("filters.removeSearch", { search: query.search })}
          >
            <CloseIcon size={14} />
          </Link>
        </span>
      ) : null}
      {query.category ? (
        <span className={chip}>
          {filterLabel(t, query.category)}
          <Link
            to={productsHref({ ...query, category: "", page: 1 })}
            className={remove}
            aria-label={t("filters.removeCategory", {
              category: filterLabel(t, query.category),
            })}
          >
            <CloseIcon size={14} />
          </Link>
        </span>
      ) : null}
      <Link to="/products" className="text-sm font-semibold text-red-700 hover:underline">
        {t(STOREFRONT_MESSAGES.CLEAR_ALL_FILTERS)}
      </Link>
    </div>
  );
}

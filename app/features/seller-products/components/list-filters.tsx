import {
  ALL_CATEGORIES,
  ALL_CATEGORIES_LABEL,
  SELLER_SORT_OPTIONS,
  SELLER_STOCK_FILTERS,
  isSellerSortOption,
} from "@domain/catalog-query";
import { SELLER_CATEGORY_OPTIONS } from "@domain/catalogue";
import { MESSAGES } from "@domain/messages";
import { useEffect, useRef, useState } from "react";
import { SelectField, inputClasses } from "~/components/ui/field";
import { CloseIcon } from "~/components/ui/icons";
import {
  DEFAULT_SELLER_LIST_QUERY,
  activeFilterChips,
  withoutFilter,
  type SellerListQuery,
} from "../list-query";

/** Search by name, brand or SKU (sent to the server a moment after typing stops). */
export function SearchBox({
  query,
  onChange,
}: {
  query: SellerListQuery;
  onChange: (next: SellerListQuery) => void;
}) {
  const [text, setText] = useState(query.q);
  useEffect(() => setText(query.q), [query.q]);
  // The timer waits for typing to stop, not for the screen to stop re-rendering: a list reload
  // or a toast must not push the search later (it once landed after the person had left).
  const latest = useRef({ query, onChange });
  latest.current = { query, onChange };
  useEffect(() => {
    if (text.trim() === query.q.trim()) return;
    const timer = setTimeout(() => {
      const { query: now, onChange: send } = latest.current;
      send({ ...now, q: text, page: 1 });
    }, 300);
    return () => clearTimeout(timer);
  }, [text, query.q]);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search by name, brand or SKU"
        aria-label="Search products"
        maxLength={200}
        className={`${inputClasses} flex-1`}
      />
      <label className="inline-flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 text-sm font-semibold text-amber-800">
        <input
          type="checkbox"
          checked={query.lowStock}
          onChange={(e) => onChange({ ...query, lowStock: e.target.checked, page: 1 })}
          className="h-4 w-4 accent-amber-600"
        />
        Low stock only
      </label>
    </div>
  );
}

/** Category, stock status and sort (SPEC §2.15); any change goes back to page 1. */
export function ListFilters({
  query,
  onChange,
}: {
  query: SellerListQuery;
  onChange: (next: SellerListQuery) => void;
}) {
  const knownCategory =
    query.category === ALL_CATEGORIES ||
    SELLER_CATEGORY_OPTIONS.some((o) => o.value === query.category);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <SelectField
        label="Category"
        value={query.category}
        onChange={(e) => onChange({ ...query, category: e.target.value, page: 1 })}
        className="col-span-2 sm:col-span-1"
      >
        <option value={ALL_CATEGORIES}>{ALL_CATEGORIES_LABEL}</option>
        {SELLER_CATEGORY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {knownCategory ? null : <option value={query.category}>{query.category}</option>}
      </SelectField>
      <SelectField
        label="Stock Status"
        value={query.stock}
        onChange={(e) => {
          const stock =
            SELLER_STOCK_FILTERS.find((o) => o.value === e.target.value)?.value ?? "all";
          onChange({ ...query, stock, page: 1 });
        }}
      >
        {SELLER_STOCK_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort By"
        value={query.sort}
        onChange={(e) =>
          onChange({
            ...query,
            sort: isSellerSortOption(e.target.value) ? e.target.value : "newest",
            page: 1,
          })
        }
      >
        {SELLER_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function FilterChips({
  query,
  onChange,
}: {
  query: SellerListQuery;
  onChange: (next: SellerListQuery) => void;
}) {
  const chips = activeFilterChips(query);
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <span
          key={chip.key}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-1 pl-3 pr-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-100"
        >
          {chip.label}
          <button
            type="button"
            onClick={() => onChange(withoutFilter(query, chip.key))}
            aria-label={`Remove filter ${chip.label}`}
            className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100"
          >
            <CloseIcon size={14} />
          </button>
        </span>
      ))}
      <button
        type="button"
        onClick={() => onChange({ ...DEFAULT_SELLER_LIST_QUERY, sort: query.sort })}
        className="text-sm font-semibold text-red-700 hover:underline"
      >
        {MESSAGES.CLEAR_ALL_FILTERS}
      </button>
    </div>
  );
}

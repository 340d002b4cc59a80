// The two parts of /products (SPEC §2.5): the filters over the list, and the list with its
// pager.
import type { ProductCardProps } from "~/components/product-card";
import { ListPager } from "~/components/ui/list-pager";
import type { ProductsQuery } from "~/lib/products-url";
import { DidYouMeanView } from "./did-you-mean-view";
import { EmptyProducts } from "./empty-products";
import { ProductFilterPanel } from "./product-filters";
import { ProductList } from "./product-list";

export interface ProductsFiltersProps {
  query: ProductsQuery;
  /** The corrected search that answered when the shopper's words matched nothing. */
  didYouMean: { meant: string; href: string } | null;
}

/** The category and sort dropdowns with the active filters' chips, and "Did you mean". */
export function ProductsFilters({ query, didYouMean }: ProductsFiltersProps) {
  return (
    <>
      <div className="mt-4 space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:p-4">
        <ProductFilterPanel query={query} />
      </div>
      {didYouMean && query.search ? (
        <DidYouMeanView searched={query.search} meant={didYouMean.meant} href={didYouMean.href} />
      ) : null}
    </>
  );
}

export interface ProductsListProps {
  products: readonly ProductCardProps["product"][];
  /** What an empty list says. */
  emptyHint: string;
  range: { page: number; pageCount: number };
  /** The list's address at page 1. */
  listHref: string;
}

/** The cards (or the empty state) and the pager under them. */
export function ProductsList({ products, emptyHint, range, listHref }: ProductsListProps) {
  return (
    <>
      <div className="mt-3">
        {products.length > 0 ? (
          <ProductList products={products} />
        ) : (
          <EmptyProducts hint={emptyHint} />
        )}
      </div>
      {range.pageCount > 1 ? (
        <ListPager page={range.page} pageCount={range.pageCount} listHref={listHref} />
      ) : null}
    </>
  );
}

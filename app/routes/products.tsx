import type { Route } from "./+types/products";
import { paginate } from "@domain/catalog-query";
import {
  STOREFRONT_MESSAGES,
  searchResultsTitle,
  showingProductsRange,
} from "@domain/messages-storefront";
import { RouteError } from "~/components/route-error";
import { ListPager } from "~/components/ui/list-pager";
import { CartControl } from "~/features/cart/components/cart-control";
import { DidYouMean } from "~/features/catalog/components/did-you-mean";
import { EmptyProducts } from "~/features/catalog/components/empty-products";
import { ProductGrid } from "~/features/catalog/components/product-card";
import { ProductFilterPanel } from "~/features/catalog/components/product-filter-panel";
import { pageMeta } from "~/lib/meta";
import { pageHref } from "~/lib/page-href";
import { parseProductsQuery, productsHref } from "~/lib/products-url";
import { toCardProduct } from "~/lib/product-summary";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseProductsQuery(new URL(request.url).searchParams);
  const result = await context.services.catalog.queryProducts({
    search: query.search || undefined,
    category: query.category || undefined,
    sort: query.sort,
    page: query.page,
  });
  const shown = { ...query, page: result.page };
  // Ranges and addresses are worked out here, so the page's code carries no query rules.
  return {
    query: shown,
    range: paginate(result.total, result.page, result.pageSize),
    listHref: productsHref({ ...shown, page: 1 }),
    products: result.products.map(toCardProduct),
    total: result.total,
    didYouMean: result.didYouMean
      ? {
          meant: result.didYouMean,
          href: productsHref({ ...shown, search: result.didYouMean, page: 1 }),
        }
      : null,
  };
}

const titleFor = (search: string) =>
  search ? searchResultsTitle(search) : STOREFRONT_MESSAGES.ALL_PRODUCTS_TITLE;

export const meta: Route.MetaFunction = ({ data }) => pageMeta(titleFor(data?.query.search ?? ""));

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, range, listHref, products, total, didYouMean } = loaderData;
  const href = pageHref(listHref, range.page);
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{titleFor(query.search)}</h1>
      <ProductFilterPanel key={`filters:${href}`} query={query} />
      {didYouMean && query.search ? (
        <DidYouMean
          key={`meant:${href}`}
          searched={query.search}
          meant={didYouMean.meant}
          href={didYouMean.href}
        />
      ) : null}
      <p className="mt-4 text-sm text-gray-600" aria-live="polite">
        {showingProductsRange(range, total)}
      </p>
      <h2 className="sr-only">Products</h2>
      <div className="mt-3">
        {products.length > 0 ? (
          <ProductGrid
            products={products}
            priorityCount={4}
            renderAction={(product) => <CartControl product={product} />}
          />
        ) : (
          <EmptyProducts
            key={`empty:${href}`}
            hint={
              query.search
                ? `Nothing matches “${query.search}”. Check the spelling or try a shorter word.`
                : "There are no products in this selection yet."
            }
          />
        )}
      </div>
      {range.pageCount > 1 ? (
        <ListPager
          key={href}
          page={range.page}
          pageCount={range.pageCount}
          hrefFor={(page) => pageHref(listHref, page)}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

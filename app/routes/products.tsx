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
  return {
    query: { ...query, page: result.page },
    products: result.products.map(toCardProduct),
    total: result.total,
    pageSize: result.pageSize,
    didYouMean: result.didYouMean,
  };
}

const titleFor = (search: string) =>
  search ? searchResultsTitle(search) : STOREFRONT_MESSAGES.ALL_PRODUCTS_TITLE;

export const meta: Route.MetaFunction = ({ data }) => pageMeta(titleFor(data?.query.search ?? ""));

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, products, total, pageSize, didYouMean } = loaderData;
  const range = paginate(total, query.page, pageSize);
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{titleFor(query.search)}</h1>
      <ProductFilterPanel key={`filters:${productsHref(query)}`} query={query} />
      {didYouMean && query.search ? (
        <DidYouMean
          searched={query.search}
          meant={didYouMean}
          href={productsHref({ ...query, search: didYouMean, page: 1 })}
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
          key={productsHref(query)}
          page={range.page}
          pageCount={range.pageCount}
          hrefFor={(page) => productsHref({ ...query, page })}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

import type { Route } from "./+types/products";
import { paginate } from "@domain/catalog-query";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { BESTSELLERS_CATEGORY } from "@domain/category-rules";
import { RouteError } from "~/components/route-error";
import { ProductsFilters, ProductsList } from "~/features/catalog/components/products-parts";
import { serverTranslator } from "~/lib/i18n/catalogs.server";
import { useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { pageHref } from "~/lib/page-href";
import { parseProductsQuery, productsHref } from "~/lib/products-url";
import { toCardProduct } from "~/lib/product-summary";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const query = parseProductsQuery(searchParams);
  const result = await context.services.catalog.queryProducts({
    search: query.search || undefined,
    category: query.category || undefined,
    // No sort in the address: the catalogue's own order, which ranks a corrected search (the
    // category its words name above products that merely mention them); newest otherwise.
    sort: searchParams.has("sort") ? query.sort : undefined,
    page: query.page,
  });
  const shown = { ...query, page: result.page };
  const range = paginate(result.total, result.page, result.pageSize);
  const listHref = productsHref({ ...shown, page: 1 });
  const t = serverTranslator(context.language);
  // Words, ranges and addresses are worked out here, so the page's code carries no query rules
  // and no message table.
  return {
    query: shown,
    // The footer's Best Sellers link is a page of its own, not "All Products" (SPEC §2.1).
    title: shown.search
      ? t("products.searchTitle", { search: shown.search })
      : shown.category.toLowerCase() === BESTSELLERS_CATEGORY
        ? t("products.bestsellers")
        : t(STOREFRONT_MESSAGES.ALL_PRODUCTS_TITLE),
    // None found: the empty state speaks, not "Showing 0 to 0 of 0 products".
    shownText:
      result.total > 0
        ? t("products.showing", {
            from: range.from,
            to: range.to,
            total: result.total,
            page: range.page,
            pageCount: range.pageCount,
          })
        : "",
    emptyHint: shown.search
      ? t("products.emptySearch", { search: shown.search })
      : t("products.emptySelection"),
    range,
    listHref,
    href: pageHref(listHref, range.page),
    products: result.products.map(toCardProduct),
    didYouMean: result.didYouMean
      ? {
          meant: result.didYouMean,
          href: productsHref({ ...shown, search: result.didYouMean, page: 1 }),
        }
      : null,
  };
}

// A list that failed to load has no title of its own: the error view names the page.
export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.title);

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, title, shownText, emptyHint, range, listHref, href, products, didYouMean } =
    loaderData;
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <h1 className="text-2xl font-bold text-gray-900 wrap-anywhere sm:text-3xl">{title}</h1>
      <ProductsFilters key={`filters:${href}`} query={query} didYouMean={didYouMean} />
      <p className="mt-4 text-sm text-gray-600" aria-live="polite">
        {shownText}
      </p>
      <h2 className="sr-only">{t("products.heading")}</h2>
      <ProductsList
        key={`list:${href}`}
        products={products}
        emptyHint={emptyHint}
        range={range}
        listHref={listHref}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

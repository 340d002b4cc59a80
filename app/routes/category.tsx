import { data } from "react-router";
import type { Route } from "./+types/category";
import { paginate } from "@domain/catalog-query";
import { findCategoryByPath } from "@domain/catalogue";
import { RouteError } from "~/components/route-error";
import { ListPager } from "~/components/ui/list-pager";
import { Breadcrumbs } from "~/features/catalog/components/breadcrumbs";
import { EmptyProducts } from "~/features/catalog/components/empty-products";
import { serverTranslator } from "~/lib/i18n/catalogs.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { ProductList } from "~/features/catalog/components/product-list";
import { pageMeta } from "~/lib/meta";
import { categoryHref } from "~/lib/product-href";
import { pageHref } from "~/lib/page-href";
import { parseProductsQuery } from "~/lib/products-url";
import { toCardProduct } from "~/lib/product-summary";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const t = serverTranslator(context.language);
  const item = findCategoryByPath(params.category);
  if (!item) throw data(t("category.notFound"), { status: 404 });
  const { page } = parseProductsQuery(new URL(request.url).searchParams);
  const result = await context.services.catalog.queryProducts({ category: item.path, page });
  const range = paginate(result.total, result.page, result.pageSize);
  const listHref = categoryHref(item.path);
  return {
    category: { text: item.text, description: item.description },
    products: result.products.map(toCardProduct),
    total: result.total,
    // Worked out here, so the page's code carries no query or address rules.
    range,
    listHref,
    href: pageHref(listHref, range.page),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta(data.category.text, data.category.description)
    : pageMeta(metaTranslator(matches)("category.notFound"));

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, total, range, listHref, href } = loaderData;
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <Breadcrumbs
        items={[
          { label: t("breadcrumb.home"), to: "/" },
          { label: t("breadcrumb.products"), to: "/products" },
          { label: category.text },
        ]}
      />
      <div className="mt-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{category.text}</h1>
        <p className="mt-1 max-w-2xl text-gray-600">{category.description}</p>
        <p className="mt-3 text-sm font-medium text-gray-700" aria-live="polite">
          {t("category.found", { total })}
        </p>
      </div>
      <div className="mt-4">
        {products.length > 0 ? (
          <ProductList key={`list:${href}`} products={products} />
        ) : (
          <EmptyProducts
            key={`empty:${href}`}
            hint={t("category.emptyHint", { category: category.text.toLowerCase() })}
          />
        )}
      </div>
      {range.pageCount > 1 ? (
        <ListPager key={href} page={range.page} pageCount={range.pageCount} listHref={listHref} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return (
    <RouteError
      error={error}
      notFoundTitle={t("category.notFound")}
      notFoundBody={t("category.notFoundBody")}
    />
  );
}

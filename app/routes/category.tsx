import { data } from "react-router";
import type { Route } from "./+types/category";
import { paginate } from "@domain/catalog-query";
import { findCategoryByPath } from "@domain/catalogue";
import { RouteError } from "~/components/route-error";
import { ListPager } from "~/components/ui/list-pager";
import { CartControl } from "~/features/cart/components/cart-control";
import { Breadcrumbs } from "~/features/catalog/components/breadcrumbs";
import { EmptyProducts } from "~/features/catalog/components/empty-products";
import { ProductGrid } from "~/features/catalog/components/product-card";
import { pageMeta } from "~/lib/meta";
import { categoryHref } from "~/lib/product-href";
import { pageHref } from "~/lib/page-href";
import { parseProductsQuery } from "~/lib/products-url";
import { toCardProduct } from "~/lib/product-summary";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const item = findCategoryByPath(params.category);
  if (!item) throw data("Category not found", { status: 404 });
  const { page } = parseProductsQuery(new URL(request.url).searchParams);
  const result = await context.services.catalog.queryProducts({ category: item.path, page });
  return {
    category: { text: item.text, description: item.description, path: item.path },
    products: result.products.map(toCardProduct),
    total: result.total,
    // Worked out here, so the page's code carries no query rules.
    range: paginate(result.total, result.page, result.pageSize),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.category.text, data.category.description) : pageMeta("Category not found");

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, total, range } = loaderData;
  const base = categoryHref(category.path);
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <Breadcrumbs
        key={`trail:${category.path}`}
        items={[
          { label: "Home", to: "/" },
          { label: "Products", to: "/products" },
          { label: category.text },
        ]}
      />
      <div className="mt-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{category.text}</h1>
        <p className="mt-1 max-w-2xl text-gray-600">{category.description}</p>
        <p className="mt-3 text-sm font-medium text-gray-700" aria-live="polite">
          {total} {total === 1 ? "product" : "products"} found
        </p>
      </div>
      <div className="mt-4">
        {products.length > 0 ? (
          <ProductGrid
            products={products}
            priorityCount={4}
            renderAction={(product) => <CartControl product={product} />}
          />
        ) : (
          <EmptyProducts
            key={`empty:${base}`}
            hint={`We have no ${category.text.toLowerCase()} to show right now.`}
          />
        )}
      </div>
      {range.pageCount > 1 ? (
        <ListPager
          key={pageHref(base, range.page)}
          page={range.page}
          pageCount={range.pageCount}
          hrefFor={(p) => pageHref(base, p)}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      notFoundTitle="Category not found"
      notFoundBody="We don't have a category by that name. Browse all our products instead."
    />
  );
}

import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/product";
import { categoryPathForUrl, findCategoryByPath, firstCategory } from "@domain/catalogue";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { formatPeso } from "@domain/money";
import { STORE } from "@domain/store";
import { RouteError } from "~/components/route-error";
import { Breadcrumbs } from "~/features/catalog/components/breadcrumbs";
import { ProductDetails } from "~/features/catalog/components/product-details";
import { ProductGallery } from "~/features/catalog/components/product-gallery";
import { RelatedProducts } from "~/features/catalog/components/related-products";
import { productJsonLdAt } from "~/features/catalog/product-json-ld";
import { serverTranslator } from "~/lib/i18n/catalogs.server";
import { useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { categoryHref, productHref } from "~/lib/product-href";
import { toCardProduct } from "~/lib/product-summary";
import { siteOrigin } from "~/lib/site-origin";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const t = serverTranslator(context.language);
  const product = await context.services.catalog.getProduct(params.id);
  if (!product) throw data(t(STOREFRONT_MESSAGES.PRODUCT_NOT_FOUND), { status: 404 });
  // One address per product: /products/INSTANT/x or a stale category lands on the real one.
  const category = categoryPathForUrl(firstCategory(product.category)) || "all";
  if (params.category !== category) throw redirect(productHref(product), 301);
  const related = await context.services.catalog.relatedProducts(product);
  const item = findCategoryByPath(firstCategory(product.category));
  const { stockCount } = product;
  const lowStockLeft =
    product.inStock &&
    stockCount !== null &&
    stockCount > 0 &&
    stockCount <= context.services.catalog.lowStockThreshold
      ? stockCount
      : null;
  return {
    product,
    // The share text and structured data are written here, so the page's code carries neither
    // the money format nor schema.org's shape.
    shareText: t("product.share", {
      name: product.name,
      price: formatPeso(product.price),
      store: STORE.name,
    }),
    jsonLd: productJsonLdAt(product, siteOrigin(context, request), new URL(request.url)),
    lowStockLeft,
    trail: [
      { label: t("breadcrumb.home"), to: "/" },
      { label: t("breadcrumb.products"), to: "/products" },
      ...(item ? [{ label: item.text, to: categoryHref(item.path) }] : []),
      { label: product.name },
    ],
    related: related.map(toCardProduct),
  };
}

/**
 * The words of the loader's 404 ("Product not found", in the page's language): the page's code
 * needs no message table.
 */
const notFoundText = (error: unknown) =>
  isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : undefined;

export const meta: Route.MetaFunction = ({ data, error }) =>
  data
    ? [...pageMeta(data.product.name, data.shareText), { "script:ld+json": data.jsonLd }]
    : pageMeta(notFoundText(error));

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, trail, related, lowStockLeft } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <Breadcrumbs key={`trail:${product._id}`} items={trail} />
      <div className="mt-4 grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery
          key={`pictures:${product._id}`}
          images={product.image}
          name={product.name}
          inStock={product.inStock}
        />
        <ProductDetails
          key={`details:${product._id}`}
          product={product}
          lowStockLeft={lowStockLeft}
        />
      </div>

      {related.length > 0 ? (
        // Keyed by the product: going on to another product mounts it afresh with its own list.
        <div className="mt-12">
          <RelatedProducts key={product._id} products={related} />
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return (
    <RouteError
      error={error}
      notFoundTitle={notFoundText(error)}
      notFoundBody={t("product.notFoundBody")}
    />
  );
}

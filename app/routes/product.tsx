import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { categoryPathForUrl, findCategoryByPath, firstCategory } from "@domain/catalogue";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { formatPeso } from "@domain/money";
import { RouteError } from "~/components/route-error";
import { Badge } from "~/components/ui/badge";
import { island } from "~/components/island";
import { AlertIcon } from "~/components/ui/icons";
import { CashIcon, TruckIcon } from "~/components/ui/icons-store";
import { ProductPurchaseActions } from "~/features/cart/components/product-purchase-actions";
import { Breadcrumbs } from "~/features/catalog/components/breadcrumbs";
import { productJsonLdMeta } from "~/features/catalog/product-json-ld";
import { pageMeta } from "~/lib/meta";
import { categoryHref, productHref } from "~/lib/product-href";
import { toCardProduct } from "~/lib/product-summary";
import { STORE } from "@domain/store";

// The pictures: the server's HTML shows the product's image at once (the page's largest paint);
// the code that switches between several comes right after the page is up. Keyed by the
// product, so another product never shows this one's pictures while its code is on the way.
const ProductGallery = island(() =>
  import("~/features/catalog/components/product-gallery").then((m) => m.ProductGallery),
);

// Below the product on every screen: rendered by the server, its code (cards, cart controls)
// fetched as the shopper nears it. A tap on Add before then is carried out once it is live.
const RelatedProducts = island(
  () => import("~/features/catalog/components/related-products").then((m) => m.RelatedProducts),
  { className: "mt-12" },
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.services.catalog.getProduct(params.id);
  if (!product) throw data(STOREFRONT_MESSAGES.PRODUCT_NOT_FOUND, { status: 404 });
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
    lowStockLeft,
    category: item ? { text: item.text, path: item.path } : null,
    related: related.map(toCardProduct),
  };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  if (!data) return pageMeta(STOREFRONT_MESSAGES.PRODUCT_NOT_FOUND);
  const { product } = data;
  const origin = matches[0]?.data?.origin;
  return [
    ...pageMeta(product.name, `${product.name} for ${formatPeso(product.price)} at ${STORE.name}.`),
    ...(origin ? [productJsonLdMeta(product, origin, location)] : []),
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, category, related, lowStockLeft } = loaderData;
  const description = product.description.filter((line) => line.trim() !== "");
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <Breadcrumbs
        key={`trail:${product._id}`}
        items={[
          { label: "Home", to: "/" },
          { label: "Products", to: "/products" },
          ...(category ? [{ label: category.text, to: categoryHref(category.path) }] : []),
          { label: product.name },
        ]}
      />
      <div className="mt-4 grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery
          key={`pictures:${product._id}`}
          images={product.image}
          name={product.name}
          inStock={product.inStock}
        />
        <div>
          {product.brand ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-gray-500">
              {product.brand}
            </p>
          ) : null}
          <h1 className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">{product.name}</h1>
          <div className="mt-3 flex items-center gap-3">
            <p className="text-3xl font-extrabold text-brand-700">{formatPeso(product.price)}</p>
            {product.inStock ? (
              <Badge tone="brand">In stock</Badge>
            ) : (
              <Badge tone="red">{STOREFRONT_MESSAGES.OUT_OF_STOCK_BUTTON}</Badge>
            )}
            {product.bestseller ? <Badge tone="amber">Best seller</Badge> : null}
          </div>
          {lowStockLeft !== null ? (
            <p className="mt-2 text-sm font-semibold text-amber-700">Only {lowStockLeft} left</p>
          ) : null}
          {!product.inStock ? (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              <AlertIcon size={18} className="mt-0.5 shrink-0" />
              {STOREFRONT_MESSAGES.PRODUCT_OUT_OF_STOCK}
            </p>
          ) : null}
          {description.length > 0 ? (
            <section className="mt-6" aria-labelledby="about-product">
              <h2 id="about-product" className="text-lg font-bold text-gray-900">
                About Product
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
                {description.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="mt-6">
            <ProductPurchaseActions product={product} />
          </div>
          <ul className="mt-4 space-y-2 rounded-xl bg-white p-4 text-sm text-gray-700 ring-1 ring-gray-100">
            <li className="flex items-center gap-2">
              <TruckIcon size={18} className="text-brand-600" />
              Delivered within {STORE.deliveryPromiseMinutes} minutes in {STORE.city}
            </li>
            <li className="flex items-center gap-2">
              <CashIcon size={18} className="text-brand-600" />
              Pay with Cash on Delivery
            </li>
          </ul>
        </div>
      </div>

      {related.length > 0 ? (
        // Keyed by the product: going on to another product mounts it afresh with its own list.
        <RelatedProducts key={product._id} products={related} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteError
      error={error}
      notFoundTitle={STOREFRONT_MESSAGES.PRODUCT_NOT_FOUND}
      notFoundBody="This product may have been removed from our shelves. Have a look at what else we have."
    />
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { MESSAGES } from "@domain/messages";
import { formatPeso } from "@domain/pricing";
import { ProductImage } from "~/components/ui/product-image";
import { productHref } from "~/lib/product-href";
import type { ProductSummary } from "~/lib/types";

export const GRID_IMAGE_SIZES =
  "(min-width: 1280px) 232px, (min-width: 1024px) 19vw, (min-width: 768px) 24vw, (min-width: 640px) 32vw, 48vw";

export interface ProductCardProps {
  product: ProductSummary & { brand?: string };
  /** The cart control, composed by the page (the catalog does not own the cart). */
  action?: ReactNode;
  priority?: boolean;
}

/** A product in a grid (SPEC §2.4): first image, name, price, cart control, stock state. */
export function ProductCard({ product, action, priority }: ProductCardProps) {
  const href = productHref(product);
  const out = !product.inStock;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md">
      <Link to={href} className="relative block bg-white p-2" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.image[0]}
          alt=""
          sizes={GRID_IMAGE_SIZES}
          priority={priority}
          className={`rounded-lg ${out ? "opacity-60 grayscale" : ""}`}
        />
        {out ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="rounded-md bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow">
              {MESSAGES.OUT_OF_STOCK_OVERLAY}
            </span>
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 px-3 pb-3">
        <h3 className="line-clamp-2 min-h-10 text-sm font-medium leading-5 text-gray-900">
          <Link to={href} className="hover:text-brand-700 focus-visible:underline">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto text-base font-bold text-gray-900">{formatPeso(product.price)}</p>
        {action}
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  renderAction,
  priorityCount = 0,
  className = "grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5",
}: {
  products: readonly ProductCardProps["product"][];
  renderAction?: (product: ProductCardProps["product"]) => ReactNode;
  /** How many leading cards are likely above the fold (loaded eagerly). */
  priorityCount?: number;
  className?: string;
}) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${className}`}>
      {products.map((product, index) => (
        <li key={product._id} className="flex">
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { formatPeso } from "@domain/money";
import { ProductImage } from "~/components/ui/product-image";
import { useT } from "~/lib/i18n/i18n";
import { productHref } from "~/lib/product-href";
import type { ProductSummary } from "~/lib/types";

/** Columns of a product grid from each breakpoint up: phones, sm (640), md (768), lg (1024). */
export interface GridColumns {
  base: 2;
  sm: 3;
  md: 3 | 4;
  lg: 5 | 6;
}

const COLUMN_CLASSES = {
  base: { 2: "grid-cols-2" },
  sm: { 3: "sm:grid-cols-3" },
  md: { 3: "md:grid-cols-3", 4: "md:grid-cols-4" },
  lg: { 5: "lg:grid-cols-5", 6: "lg:grid-cols-6" },
} as const;

export const STORE_GRID: GridColumns = { base: 2, sm: 3, md: 4, lg: 5 };

const CARD_CHROME_PX = 18; // 8 px padding and a 1 px border on each side of the picture
const PAGE_MAX_PX = 1280; // max-w-7xl

/** One column's picture width with `columns` columns, page padding `pad` and gaps `gap`. */
function columnWidth(columns: number, pad: number, gap: number): string {
  const fixed = (2 * pad + (columns - 1) * gap) / columns + CARD_CHROME_PX;
  return `calc(${+(100 / columns).toFixed(3)}vw - ${+fixed.toFixed(2)}px)`;
}

/**
 * The `sizes` of a grid's pictures, exact for the page padding (px-3, sm:px-4) and gaps (3, 4):
 * a phone of 412 px at a pixel ratio of 1.75 takes the 320 rendition, about half the bytes of
 * the 640 one it took from a rough "48vw"; a sharper screen still gets 640.
 */
export function gridImageSizes(columns: GridColumns): string {
  const widest = (PAGE_MAX_PX - 32 - (columns.lg - 1) * 16) / columns.lg - CARD_CHROME_PX;
  return [
    `(min-width: ${PAGE_MAX_PX}px) ${Math.ceil(widest)}px`,
    `(min-width: 1024px) ${columnWidth(columns.lg, 16, 16)}`,
    `(min-width: 768px) ${columnWidth(columns.md, 16, 16)}`,
    `(min-width: 640px) ${columnWidth(columns.sm, 16, 16)}`,
    columnWidth(columns.base, 12, 12),
  ].join(", ");
}

const STORE_GRID_SIZES = gridImageSizes(STORE_GRID);

export interface ProductCardProps {
  product: ProductSummary & { brand?: string };
  /** The cart control, composed by the page (the catalog does not own the cart). */
  action?: ReactNode;
  priority?: boolean;
  /** The picture's `sizes` in its grid (gridImageSizes). */
  imageSizes?: string;
}

/** A product in a grid (SPEC §2.4): first image, name, price, cart control, stock state. */
export function ProductCard({
  product,
  action,
  priority,
  imageSizes = STORE_GRID_SIZES,
}: ProductCardProps) {
  const t = useT();
  const href = productHref(product);
  const out = !product.inStock;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md">
      <Link to={href} className="relative block bg-white p-2" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.image[0]}
          alt=""
          sizes={imageSizes}
          priority={priority}
          className={`rounded-lg ${out ? "opacity-60 grayscale" : ""}`}
        />
        {out ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="rounded-md bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow">
              {t(STOREFRONT_MESSAGES.OUT_OF_STOCK_OVERLAY)}
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
  columns = STORE_GRID,
}: {
  products: readonly ProductCardProps["product"][];
  renderAction?: (product: ProductCardProps["product"]) => ReactNode;
  /** How many leading cards are likely above the fold (loaded eagerly). */
  priorityCount?: number;
  columns?: GridColumns;
}) {
  const layout = [
    COLUMN_CLASSES.base[columns.base],
    COLUMN_CLASSES.sm[columns.sm],
    COLUMN_CLASSES.md[columns.md],
    COLUMN_CLASSES.lg[columns.lg],
  ].join(" ");
  const imageSizes = columns === STORE_GRID ? STORE_GRID_SIZES : gridImageSizes(columns);
  return (
    <ul className={`grid gap-3 sm:gap-4 ${layout}`}>
      {products.map((product, index) => (
        <li key={product._id} className="flex">
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            priority={index < priorityCount}
            imageSizes={imageSizes}
          />
        </li>
      ))}
    </ul>
  );
}

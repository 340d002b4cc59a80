import type { ReactNode } from "react";
import { Link } from "react-router";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { computeSubtotal, formatPeso } from "@domain/pricing";
import { MinusIcon, PlusIcon, TrashIcon } from "~/components/ui/icons";
import { ProductImage } from "~/components/ui/product-image";
import { productHref } from "~/lib/product-href";
import type { ProductSummary } from "~/lib/types";
import { MAX_LINE_QUANTITY } from "~/lib/cart/cart-items";
import { useT } from "~/lib/i18n/i18n";

export interface CartLineProps {
  /** Shown under the line's name and price (the checkout's "If out of stock" choice). */
  children?: ReactNode;
  product: ProductSummary;
  quantity: number;
  onSetQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const stepButton =
  "flex h-9 w-9 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent";

/** One line of the cart (SPEC §2.10): minus is disabled at 1 (SPEC §5); Remove deletes the line. */
export function CartLine({ product, quantity, onSetQuantity, onRemove, children }: CartLineProps) {
  const t = useT();
  const href = productHref(product);
  return (
    <li className="flex gap-3 py-4 sm:items-center sm:gap-4">
      <Link
        to={href}
        className="w-20 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-white sm:w-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage
          src={product.image[0]}
          alt=""
          sizes="96px"
          className={product.inStock ? "" : "grayscale"}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <Link to={href} className="line-clamp-2 font-medium text-gray-900 hover:text-brand-700">
            {product.name}
          </Link>
          <p className="text-sm text-gray-600">
            {t("cart.line.each", { price: formatPeso(product.price) })}
          </p>
          {!product.inStock ? (
            <p className="text-sm font-semibold text-red-700">
              {t(STOREFRONT_MESSAGES.OUT_OF_STOCK_BUTTON)}
            </p>
          ) : null}
          {children ? <div className="mt-1.5">{children}</div> : null}
        </div>
        {/* On the narrowest phones the line total and Remove wrap under the quantity. */}
        <div className="flex flex-wrap items-center justify-between gap-2 sm:flex-nowrap sm:justify-end sm:gap-4">
          <div
            className="flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white"
            role="group"
            aria-label={t("cart.line.quantityOf", { name: product.name })}
          >
            <button
              type="button"
              className={stepButton}
              onClick={() => onSetQuantity(quantity - 1)}
              disabled={quantity <= 1}
              aria-label={t("cart.line.decrease", { name: product.name })}
            >
              <MinusIcon size={16} />
            </button>
            <span className="w-9 text-center text-sm font-bold tabular-nums" aria-live="polite">
              {quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              onClick={() => onSetQuantity(quantity + 1)}
              disabled={quantity >= MAX_LINE_QUANTITY}
              aria-label={t("cart.line.increase", { name: product.name })}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <div className="ml-auto flex items-center gap-2 sm:gap-4">
            <p className="min-w-16 text-right font-bold text-gray-900 tabular-nums sm:w-24">
              {formatPeso(computeSubtotal([{ price: product.price, quantity }]))}
            </p>
            <button
              type="button"
              onClick={onRemove}
              className="flex h-9 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50"
              aria-label={t("cart.line.removeAria", { name: product.name })}
            >
              <TrashIcon size={16} />
              <span className="hidden sm:inline">{t("cart.line.remove")}</span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}

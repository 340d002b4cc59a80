import { useEffect, useRef } from "react";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { MinusIcon, PlusIcon } from "~/components/ui/icons";
import { MAX_LINE_QUANTITY } from "~/lib/cart/cart-items";
import { useCart } from "~/lib/cart/cart-context";
import { useT } from "~/lib/i18n/i18n";

export interface CartControlProps {
  product: { _id: string; name: string; inStock: boolean };
  className?: string;
}

/**
 * The product card's cart button (SPEC §2.4): "Add" when the product is not in the cart, a
 * minus / count / plus stepper when it is, a disabled "Unavailable" when out of stock.
 * The button pressed is replaced by the other form, so keyboard focus follows to its
 * counterpart (Add → the stepper's +, the last − → Add) instead of falling to the page: a
 * second Enter then adds one more rather than acting on whatever comes next.
 */
export function CartControl({ product, className = "" }: CartControlProps) {
  const cart = useCart();
  const t = useT();
  const quantity = cart.quantityOf(product._id);
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"plus" | "add" | null>(null);
  useEffect(() => {
    const target = focusNext.current === "plus" ? plusRef.current : addRef.current;
    if (focusNext.current && target) {
      focusNext.current = null;
      target.focus();
    }
  }, [quantity]);

  if (!product.inStock) {
    return (
      <button
        type="button"
        disabled
        className={`h-9 w-full cursor-not-allowed rounded-lg bg-gray-200 text-sm font-semibold text-gray-500 ${className}`}
      >
        {t(STOREFRONT_MESSAGES.UNAVAILABLE)}
      </button>
    );
  }

  if (quantity === 0) {
    // A form action: a tap made before the page's code has run is kept by React and carried
    // out once the page is live.
    return (
      <form
        className={className}
        action={() => {
          focusNext.current = "plus";
          cart.add(product._id);
        }}
      >
        <button
          type="submit"
          ref={addRef}
          aria-label={t("card.addAria", { name: product.name })}
          className="inline-flex h-9 w-full items-center justify-center gap-1 rounded-lg border border-brand-600 bg-brand-50 text-sm font-semibold text-brand-700 hover:bg-brand-600 hover:text-white"
        >
          <PlusIcon size={16} />
          {t("card.add")}
        </button>
      </form>
    );
  }

  return (
    <div
      className={`flex h-9 w-full items-center justify-between overflow-hidden rounded-lg bg-brand-600 text-white ${className}`}
      role="group"
      aria-label={t("card.inCart", { name: product.name })}
    >
      <button
        type="button"
        onClick={() => {
          if (quantity === 1) focusNext.current = "add";
          cart.removeOne(product._id);
        }}
        aria-label={t("card.removeOne", { name: product.name })}
        className="flex h-full w-10 items-center justify-center hover:bg-brand-700"
      >
        <MinusIcon size={16} />
      </button>
      <span className="text-sm font-bold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <button
        ref={plusRef}
        type="button"
        onClick={() => cart.add(product._id)}
        disabled={quantity >= MAX_LINE_QUANTITY}
        aria-label={t("card.addOne", { name: product.name })}
        className="flex h-full w-10 items-center justify-center hover:bg-brand-700 disabled:opacity-50"
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}

import { useNavigate } from "react-router";
import { STOREFRONT_MESSAGES } from "@domain/messages-storefront";
import { Button } from "~/components/ui/button";
import { CartIcon } from "~/components/ui/icons";
import { useCart } from "~/lib/cart/cart-context";
import { MAX_LINE_QUANTITY } from "~/lib/cart/cart-items";
import { useT } from "~/lib/i18n/i18n";

/** Product page buttons (SPEC §2.7): Add to Cart and Buy now, or the two disabled out-of-stock buttons. */
export function ProductPurchaseActions({
  product,
}: {
  product: { _id: string; name: string; inStock: boolean };
}) {
  const cart = useCart();
  const navigate = useNavigate();
  const t = useT();

  if (!product.inStock) {
    return (
      <div className="grid grid-cols-2 gap-3">
        <Button size="lg" variant="outline" disabled>
          {t(STOREFRONT_MESSAGES.UNAVAILABLE)}
        </Button>
        <Button size="lg" disabled>
          {t(STOREFRONT_MESSAGES.OUT_OF_STOCK_BUTTON)}
        </Button>
      </div>
    );
  }

  const inCart = cart.quantityOf(product._id);
  const full = inCart >= MAX_LINE_QUANTITY;
  // Form actions: a tap made before the page's code has run is kept by React and carried out
  // once the page is live.
  return (
    <div>
      <form className="grid grid-cols-2 gap-3" action={() => cart.add(product._id)}>
        <Button type="submit" size="lg" variant="outline" disabled={full}>
          <CartIcon size={18} />
          {t("product.addToCart")}
        </Button>
        <Button
          type="submit"
          size="lg"
          formAction={() => {
            if (!full) cart.add(product._id);
            void navigate("/cart");
          }}
        >
          {t("product.buyNow")}
        </Button>
      </form>
      <p className="mt-2 min-h-5 text-sm text-gray-600" aria-live="polite">
        {inCart > 0 ? t("product.inYourCart", { count: inCart }) : ""}
      </p>
    </div>
  );
}

import { SectionHeading } from "~/components/ui/section-heading";
import { CartControl } from "~/components/cart-control";
import { ProductGrid, type ProductCardProps } from "~/components/product-card";
import { useT } from "~/lib/i18n/i18n";

/**
 * "Buy again" on the home page for a signed-in shopper: the products they order most, still
 * for sale today (the server picks them), with the same Add buttons as Best Sellers. The home
 * route renders it only when there is something to show.
 */
export function BuyAgainRow({ products }: { products: readonly ProductCardProps["product"][] }) {
  const t = useT();
  return (
    <section aria-labelledby="buy-again">
      <SectionHeading id="buy-again" title={t("home.buyAgain.title")} />
      <ProductGrid
        products={products}
        columns={{ base: 2, sm: 3, md: 3, lg: 6 }}
        renderAction={(product) => <CartControl product={product} />}
      />
    </section>
  );
}

import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { CartControl } from "~/components/cart-control";
import { ProductGrid, type ProductCardProps } from "~/components/product-card";
import { useT } from "~/lib/i18n/i18n";
import { BuyAgainRow } from "./buy-again-row";

/**
 * The home page's "Best Sellers" (SPEC §2.2), under the banners and the category rows. A
 * signed-in shopper's "Buy again" row comes first.
 */
export function BestSellers({
  products,
  hasMore,
  buyAgain = [],
}: {
  products: readonly ProductCardProps["product"][];
  hasMore: boolean;
  buyAgain?: readonly ProductCardProps["product"][];
}) {
  const t = useT();
  const bestSellers = (
    <section aria-labelledby="best-sellers">
      <SectionHeading
        id="best-sellers"
        title={t("home.bestSellers.title")}
        action={
          hasMore ? (
            <ButtonLink to="/products" variant="outline" size="sm">
              {t("home.bestSellers.viewAll")}
            </ButtonLink>
          ) : undefined
        }
      />
      {products.length > 0 ? (
        <ProductGrid
          products={products}
          columns={{ base: 2, sm: 3, md: 3, lg: 6 }}
          renderAction={(product) => <CartControl product={product} />}
        />
      ) : (
        <p className="rounded-xl bg-white p-6 text-center text-gray-600">
          {t("home.bestSellers.empty")}
        </p>
      )}
    </section>
  );
  if (buyAgain.length === 0) return bestSellers;
  return (
    <div className="space-y-12">
      <BuyAgainRow products={buyAgain} />
      {bestSellers}
    </div>
  );
}

import { ButtonLink } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { CartControl } from "~/components/cart-control";
import { ProductGrid, type ProductCardProps } from "~/components/product-card";
import { useT } from "~/lib/i18n/i18n";

/**
 * "Related Products" under a product page (SPEC §2.6).
 */
export function RelatedProducts({
  products,
}: {
  products: readonly ProductCardProps["product"][];
}) {
  const t = useT();
  return (
    <section aria-labelledby="related-products">
      <SectionHeading
        id="related-products"
        title={t("product.related")}
        action={
          <ButtonLink to="/products" variant="outline" size="sm">
            {t("product.seeMore")}
          </ButtonLink>
        }
      />
      <ProductGrid
        products={products}
        columns={{ base: 2, sm: 3, md: 3, lg: 5 }}
        renderAction={(p) => <CartControl product={p} />}
      />
    </section>
  );
}

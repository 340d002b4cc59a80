import { CartControl } from "~/components/cart-control";
import { ProductGrid, type ProductCardProps } from "~/components/product-card";

export interface ProductListProps {
  products: readonly ProductCardProps["product"][];
}

/** The cards of /products and a category page, each with its cart control (SPEC §2.4, §2.5). */
export function ProductList({ products }: ProductListProps) {
  return (
    <ProductGrid
      products={products}
      priorityCount={4}
      renderAction={(product) => <CartControl product={product} />}
    />
  );
}

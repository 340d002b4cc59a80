import type { Route } from "./+types/seller.products-list";
import { SellerProductsScreen } from "~/features/seller-products/components/seller-products-screen";
import { CatalogueExport } from "~/features/spreadsheet/components/catalogue-export";
import { pageMeta } from "~/lib/meta";
import { useSellerCan } from "~/lib/seller-role";

export const meta: Route.MetaFunction = () => pageMeta("Products");

/** /seller/products-list (SPEC §2.15): loaded in the browser with the seller's credentials. */
export default function SellerProductsList() {
  // The catalogue download is the owner's (permission catalog.export).
  const canExport = useSellerCan("catalog.export");
  return <SellerProductsScreen headerActions={canExport ? <CatalogueExport /> : undefined} />;
}

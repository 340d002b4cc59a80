import type { Route } from "./+types/seller.products-list";
import { SectionNotReady } from "~/features/seller-auth/components/section-not-ready";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Products");

export default function SellerProductsList() {
  return <SectionNotReady title="All Products" what="Managing the product list (filter, edit, delete, stock)" />;
}

import type { Route } from "./+types/seller.orders";
import { SectionNotReady } from "~/features/seller-auth/components/section-not-ready";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Orders Management");

export default function SellerOrders() {
  return <SectionNotReady title="Orders Management" what="Following and updating customer orders" />;
}

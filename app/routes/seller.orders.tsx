import type { Route } from "./+types/seller.orders";
import { OrdersScreen } from "~/features/order-desk/components/orders-screen";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Orders Management");

/** /seller/orders (SPEC §2.15, §4.3): loaded in the browser with the seller's credentials. */
export default function SellerOrders() {
  return <OrdersScreen />;
}

import type { Route } from "./+types/seller.orders.slips";
import { ConfirmedSlipsScreen } from "~/features/order-desk/components/slip-screens";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Confirmed Orders' Slips");

/** /seller/orders/slips: "Print all confirmed" (issue 9 §5). */
export default function SellerConfirmedSlips() {
  return <ConfirmedSlipsScreen />;
}

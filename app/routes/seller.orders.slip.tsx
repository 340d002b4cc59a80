import type { Route } from "./+types/seller.orders.slip";
import { OrderSlipScreen } from "~/features/order-desk/components/slip-screens";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Delivery Slip");

/** /seller/orders/:orderId/slip (issue 9 §5): inside the seller area, so sellers only. */
export default function SellerOrderSlip({ params }: Route.ComponentProps) {
  return <OrderSlipScreen orderId={params.orderId} />;
}

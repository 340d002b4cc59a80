import type { Route } from "./+types/seller.dashboard";
import { DashboardScreen } from "~/features/sales-dashboard/components/dashboard-screen";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Sales Dashboard");

/** /seller/dashboard?range=today|7d|30d or ?from=YYYY-MM-DD&to=YYYY-MM-DD (issue 28 §5). */
export default function SellerDashboard() {
  return <DashboardScreen />;
}

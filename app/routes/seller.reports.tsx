import type { Route } from "./+types/seller.reports";
import { ReportScreen } from "~/features/order-desk/components/report-screen";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Daily Report");

/** /seller/reports?date=YYYY-MM-DD (issue 9 §6). */
export default function SellerReports() {
  return <ReportScreen />;
}

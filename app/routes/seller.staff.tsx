import type { Route } from "./+types/seller.staff";
import { StaffScreen } from "~/features/staff/components/staff-screen";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Staff");

/** /seller/staff (owner only; the seller layout shows others a "not allowed" page). */
export default function SellerStaff() {
  return <StaffScreen />;
}

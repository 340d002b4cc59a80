import type { Route } from "./+types/seller.activity";
import { ActivityScreen } from "~/features/activity/components/activity-screen";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Activity");

/** /seller/activity?person=&kind=&from=&to= (owner): the activity trail. */
export default function SellerActivity() {
  return <ActivityScreen />;
}

import type { Route } from "./+types/refund-policy";
import { InfoPage } from "~/features/info-pages/components/info-page";
import { REFUND_POLICY } from "~/features/info-pages/content/refund-policy";
import { CUSTOMER_CARE_LINKS } from "~/features/layout/more-links";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(REFUND_POLICY.title, REFUND_POLICY.description);

export default function Page() {
  return <InfoPage document={REFUND_POLICY} related={CUSTOMER_CARE_LINKS} />;
}

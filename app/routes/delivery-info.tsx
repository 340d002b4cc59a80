import type { Route } from "./+types/delivery-info";
import { InfoPage } from "~/features/info-pages/components/info-page";
import { DELIVERY_INFO } from "~/features/info-pages/content/delivery-info";
import { CUSTOMER_CARE_LINKS } from "~/features/layout/more-links";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(DELIVERY_INFO.title, DELIVERY_INFO.description);

export default function Page() {
  return <InfoPage document={DELIVERY_INFO} related={CUSTOMER_CARE_LINKS} />;
}

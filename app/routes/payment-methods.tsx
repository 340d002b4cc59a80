import type { Route } from "./+types/payment-methods";
import { InfoPage } from "~/features/info-pages/components/info-page";
import { PAYMENT_METHODS } from "~/features/info-pages/content/payment-methods";
import { CUSTOMER_CARE_LINKS } from "~/features/layout/more-links";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(PAYMENT_METHODS.title, PAYMENT_METHODS.description);

export default function Page() {
  return <InfoPage document={PAYMENT_METHODS} related={CUSTOMER_CARE_LINKS} />;
}

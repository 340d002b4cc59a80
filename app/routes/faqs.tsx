import type { Route } from "./+types/faqs";
import { InfoPage } from "~/features/info-pages/components/info-page";
import { FAQS } from "~/features/info-pages/content/faqs";
import { CUSTOMER_CARE_LINKS } from "~/features/layout/more-links";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta(FAQS.title, FAQS.description);

export default function Page() {
  return <InfoPage document={FAQS} related={CUSTOMER_CARE_LINKS} />;
}

import { useMemo } from "react";
import type { Route } from "./+types/payment-methods";
import { InfoPage } from "~/features/info-pages/components/info-page";
import { paymentMethods } from "~/features/info-pages/content/payment-methods";
import { CUSTOMER_CARE_LINKS } from "~/features/layout/more-links";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => {
  const document = paymentMethods(metaTranslator(matches));
  return pageMeta(document.title, document.description);
};

export default function Page() {
  const t = useT();
  const document = useMemo(() => paymentMethods(t), [t]);
  return <InfoPage document={document} related={CUSTOMER_CARE_LINKS} />;
}

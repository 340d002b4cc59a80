import { useMemo } from "react";
import type { Route } from "./+types/refund-policy";
import { InfoPage } from "~/features/info-pages/components/info-page";
import { refundPolicy } from "~/features/info-pages/content/refund-policy";
import { CUSTOMER_CARE_LINKS } from "~/features/layout/more-links";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => {
  const document = refundPolicy(metaTranslator(matches));
  return pageMeta(document.title, document.description);
};

export default function Page() {
  const t = useT();
  const document = useMemo(() => refundPolicy(t), [t]);
  return <InfoPage document={document} related={CUSTOMER_CARE_LINKS} />;
}

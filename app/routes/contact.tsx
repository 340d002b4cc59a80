import { useMemo } from "react";
import type { Route } from "./+types/contact";
import { STORE } from "@domain/store";
import { ContactDetails } from "~/features/contact/components/contact-details";
import { ContactForm } from "~/features/contact/components/contact-form";
import { OurServices } from "~/features/contact/components/our-services";
import { contactFaq } from "~/features/contact/contact-content";
import { FaqList } from "~/features/info-pages/components/faq-list";
import { PageHeader } from "~/features/info-pages/components/page-header";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return pageMeta(
    t("contact.page.title"),
    t("contact.page.description", { phone: STORE.phone, store: STORE.name }),
  );
};

export default function Contact() {
  const t = useT();
  const faq = useMemo(() => contactFaq(t), [t]);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-3 py-4 sm:px-4 sm:py-6">
      <PageHeader
        eyebrow={t("contact.page.eyebrow")}
        title={t("contact.page.title")}
        intro={t("contact.page.intro")}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
      <OurServices />
      <section aria-labelledby="contact-faq">
        <h2 id="contact-faq" className="mb-3 text-xl font-bold text-gray-900">
          {t("contact.page.faqHeading")}
        </h2>
        <FaqList items={faq} />
      </section>
    </div>
  );
}

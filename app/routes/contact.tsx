import type { Route } from "./+types/contact";
import { STORE } from "@domain/store";
import { ContactDetails } from "~/features/contact/components/contact-details";
import { ContactForm } from "~/features/contact/components/contact-form";
import { OurServices } from "~/features/contact/components/our-services";
import { CONTACT_FAQ } from "~/features/contact/contact-content";
import { FaqList } from "~/features/info-pages/components/faq-list";
import { PageHeader } from "~/features/info-pages/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Contact Us",
    `Questions about an order or delivery? Call ${STORE.phone} or send ${STORE.name} a message. We reply within 24 hours.`,
  );

export default function Contact() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-3 py-4 sm:px-4 sm:py-6">
      <PageHeader
        eyebrow="We're here to help"
        title="Contact Us"
        intro="Questions about an order, a delivery or a product? Send us a message and we will reply within 24 hours, or call us any time."
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
          Frequently Asked Questions
        </h2>
        <FaqList items={CONTACT_FAQ} />
      </section>
    </div>
  );
}

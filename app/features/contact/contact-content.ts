// The contact page's fixed text (SPEC §2.14): the services block and its FAQ, in the page's
// language (app/locales/<language>/contact.json).
import { CONTACT_SUBJECTS, type ContactSubject } from "@domain/contact";
import { FREE_DELIVERY_THRESHOLD, ZONE_FEES } from "@domain/delivery";
import { STORE } from "@domain/store";
import type { Translate } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

export { telHref } from "~/lib/phone";

export function services(t: Translate) {
  return [
    {
      title: t("contact.services.delivery.title"),
      body: t("contact.services.delivery.body", {
        minutes: STORE.deliveryPromiseMinutes,
        city: STORE.city,
      }),
    },
    { title: t("contact.services.open.title"), body: t("contact.services.open.body") },
    { title: t("contact.services.cod.title"), body: t("contact.services.cod.body") },
    { title: t("contact.services.products.title"), body: t("contact.services.products.body") },
  ];
}

/**
 * The contact page's FAQ. SPEC §9: it states a ₱200 minimum for delivery and none for
 * pickup, while checkout's minimum is ₱150; the spec keeps both readings, and this is where
 * it places the first.
 */
export function contactFaq(t: Translate) {
  return [
    { question: t("contact.faq.reply.question"), answer: t("contact.faq.reply.answer") },
    { question: t("contact.faq.return.question"), answer: t("contact.faq.return.answer") },
    { question: t("contact.faq.minimum.question"), answer: t("contact.faq.minimum.answer") },
    {
      question: t("contact.faq.free.question"),
      answer: t("contact.faq.free.answer", {
        free: `₱${FREE_DELIVERY_THRESHOLD}`,
        zone1: `₱${ZONE_FEES[1]}`,
        zone2: `₱${ZONE_FEES[2]}`,
      }),
    },
    { question: t("contact.faq.pay.question"), answer: t("contact.faq.pay.answer") },
  ];
}

/** The subjects' words; in English they equal domain/contact.ts's labels (a test holds it). */
const SUBJECT_KEYS: Record<ContactSubject, MessageKey> = {
  order: "contact.subject.order",
  delivery: "contact.subject.delivery",
  product: "contact.subject.product",
  complaint: "contact.subject.complaint",
  suggestion: "contact.subject.suggestion",
  other: "contact.subject.other",
};

export function contactSubjects(t: Translate) {
  return CONTACT_SUBJECTS.map((subject) => ({
    value: subject.value,
    label: t(SUBJECT_KEYS[subject.value]),
  }));
}

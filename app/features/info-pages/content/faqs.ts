import { POLICY_LAST_UPDATED, STORE } from "@domain/store";
import { STORE_BRANCHES } from "@domain/branches";
import type { Translate } from "~/lib/i18n/i18n";
import type { InfoDocument } from "../types";
import { infoLink } from "./links";
import { ZONES, storeFactTexts, zoneLabelText } from "./store-facts";

const branch = STORE_BRANCHES.find((b) => b.isMainBranch) ?? STORE_BRANCHES[0];

/** Frequently Asked Questions (SPEC §2.2, §9) in the page's language. */
export function faqs(t: Translate): InfoDocument {
  const facts = storeFactTexts(t);
  return {
    title: t("pages.faqs.title"),
    description: t("pages.faqs.description", { store: STORE.name }),
    intro: t("pages.faqs.intro"),
    lastUpdated: POLICY_LAST_UPDATED,
    sections: [
      {
        id: "ordering",
        heading: t("pages.faqs.ordering.heading"),
        blocks: [
          {
            type: "faq",
            items: [
              {
                question: t("pages.faqs.account.question"),
                answer: t("pages.faqs.account.answer"),
              },
              { question: t("pages.faqs.minimum.question"), answer: facts.minimumOrder },
              {
                question: t("pages.faqs.hours.question"),
                answer: t("pages.faqs.hours.answer", {
                  hours: facts.hours,
                  branch: branch?.address ?? STORE.city,
                  counterHours: branch?.hours ?? "",
                }),
              },
              {
                question: t("pages.faqs.follow.question"),
                answer: t("pages.faqs.follow.answer"),
              },
            ],
          },
        ],
      },
      {
        id: "delivery",
        heading: t("pages.faqs.delivery.heading"),
        blocks: [
          {
            type: "faq",
            items: [
              { question: t("pages.faqs.speed.question"), answer: facts.deliveryTarget },
              {
                question: t("pages.faqs.fee.question"),
                answer: t("pages.faqs.fee.answer", {
                  fees: ZONES.map((z) => `${zoneLabelText(t, z.zone)}: ${z.fee}`).join("; "),
                  free: facts.freeDelivery,
                }),
              },
              {
                question: t("pages.faqs.where.question"),
                answer: t("pages.faqs.where.answer", { city: STORE.city }),
              },
            ],
          },
        ],
      },
      {
        id: "payment",
        heading: t("pages.faqs.payment.heading"),
        blocks: [
          {
            type: "faq",
            items: [
              { question: t("pages.faqs.pay.question"), answer: t("pages.faqs.pay.answer") },
              { question: t("pages.faqs.largeBill.question"), answer: facts.largeBill },
            ],
          },
        ],
      },
      {
        id: "returns",
        heading: t("pages.faqs.returns.heading"),
        blocks: [
          {
            type: "faq",
            items: [
              { question: t("pages.faqs.return.question"), answer: t("pages.faqs.return.answer") },
              {
                question: t("pages.faqs.alcohol.question"),
                answer: t("pages.faqs.alcohol.answer"),
              },
              {
                question: t("pages.faqs.reach.question"),
                answer: t("pages.faqs.reach.answer", { phone: STORE.phone, email: STORE.email }),
              },
            ],
          },
          { type: "links", items: [infoLink(t, "/refund-policy"), infoLink(t, "/contact")] },
        ],
      },
    ],
  };
}

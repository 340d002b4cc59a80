import { POLICY_LAST_UPDATED, STORE } from "@domain/store";
import type { Translate } from "~/lib/i18n/i18n";
import type { InfoDocument } from "../types";
import { infoLink } from "./links";

/** Return Policy (SPEC §2.2, §9) in the page's language. */
export function refundPolicy(t: Translate): InfoDocument {
  return {
    title: t("pages.refundPolicy.title"),
    description: t("pages.refundPolicy.description", { store: STORE.name }),
    intro: t("pages.refundPolicy.intro"),
    lastUpdated: POLICY_LAST_UPDATED,
    sections: [
      {
        id: "valid-reasons",
        heading: t("pages.refundPolicy.reasons.heading"),
        blocks: [
          { type: "paragraph", text: t("pages.refundPolicy.reasons.intro") },
          {
            type: "list",
            marker: "check",
            items: [
              t("pages.refundPolicy.reasons.faulty"),
              t("pages.refundPolicy.reasons.notAdvertised"),
              t("pages.refundPolicy.reasons.wrongItem"),
              t("pages.refundPolicy.reasons.notReceived"),
            ],
          },
          { type: "paragraph", text: t("pages.refundPolicy.reasons.within24h") },
        ],
      },
      {
        id: "change-of-mind",
        heading: t("pages.refundPolicy.changeOfMind.heading"),
        blocks: [
          { type: "note", tone: "warning", text: t("pages.refundPolicy.changeOfMind.body") },
        ],
      },
      {
        id: "non-returnable",
        heading: t("pages.refundPolicy.nonReturnable.heading"),
        blocks: [
          { type: "paragraph", text: t("pages.refundPolicy.nonReturnable.intro") },
          {
            type: "list",
            marker: "cross",
            items: [
              t("pages.refundPolicy.nonReturnable.perishable"),
              t("pages.refundPolicy.nonReturnable.intimate"),
              t("pages.refundPolicy.nonReturnable.hazardous"),
              t("pages.refundPolicy.nonReturnable.flammable"),
            ],
          },
          { type: "paragraph", text: t("pages.refundPolicy.nonReturnable.damaged") },
        ],
      },
      {
        id: "condition",
        heading: t("pages.refundPolicy.condition.heading"),
        blocks: [{ type: "paragraph", text: t("pages.refundPolicy.condition.body") }],
      },
      {
        id: "how-to-return",
        heading: t("pages.refundPolicy.how.heading"),
        blocks: [
          {
            type: "list",
            items: [
              t("pages.refundPolicy.how.call", { phone: STORE.phone }),
              t("pages.refundPolicy.how.tell"),
              t("pages.refundPolicy.how.reply"),
            ],
          },
          { type: "links", items: [infoLink(t, "/contact")] },
        ],
      },
      {
        id: "age-restricted",
        heading: t("pages.refundPolicy.age.heading"),
        blocks: [{ type: "paragraph", text: t("pages.refundPolicy.age.body") }],
      },
    ],
  };
}

import { POLICY_LAST_UPDATED, STORE } from "@domain/store";
import type { InfoDocument } from "../types";

export const REFUND_POLICY: InfoDocument = {
  title: "Return Policy",
  description: `When ${STORE.name} accepts returns and refunds, which items cannot be returned, and how to ask.`,
  intro:
    "If something is wrong with your order, we will make it right. Here is when we accept a return and how to ask for one.",
  lastUpdated: POLICY_LAST_UPDATED,
  sections: [
    {
      id: "valid-reasons",
      heading: "When you can return an item",
      blocks: [
        { type: "paragraph", text: "We accept a return, and replace the item or refund it, when:" },
        {
          type: "list",
          marker: "check",
          items: [
            "The item is faulty or damaged.",
            "The item is not as advertised.",
            "You received the wrong item.",
            "You did not receive an item you paid for.",
          ],
        },
        {
          type: "paragraph",
          text: "Please tell us within 24 hours of delivery for damaged or incorrect items.",
        },
      ],
    },
    {
      id: "change-of-mind",
      heading: "Change of mind",
      blocks: [
        {
          type: "note",
          tone: "warning",
          text: "We do not give refunds for a change of mind, for example if you ordered the wrong flavour or size, or no longer need the item.",
        },
      ],
    },
    {
      id: "non-returnable",
      heading: "Items we cannot take back",
      blocks: [
        {
          type: "paragraph",
          text: "For your safety and other shoppers', these goods cannot be returned:",
        },
        {
          type: "list",
          marker: "cross",
          items: [
            "Perishable goods, such as bread, dairy, chilled and frozen foods.",
            "Intimate or sanitary goods, such as feminine hygiene products and diapers.",
            "Hazardous materials.",
            "Flammable liquids and gases.",
          ],
        },
        {
          type: "paragraph",
          text: "If one of these arrives damaged or is not what you ordered, call us within 24 hours of delivery so we can check it with you.",
        },
      ],
    },
    {
      id: "condition",
      heading: "Condition of returned items",
      blocks: [
        {
          type: "paragraph",
          text: "Returned items must be in their original packaging, with all accessories and the price tag.",
        },
      ],
    },
    {
      id: "how-to-return",
      heading: "How to ask for a return",
      blocks: [
        {
          type: "list",
          items: [
            `Call us at ${STORE.phone} or send a message through our Contact page, with your name and the date of your order.`,
            "Tell us which item is affected and why; a photo of a damaged item helps.",
            "We reply within 24 hours and arrange a replacement or a refund in cash.",
          ],
        },
        { type: "links", items: [{ to: "/contact", label: "Contact Us" }] },
      ],
    },
    {
      id: "age-restricted",
      heading: "Age-restricted items",
      blocks: [
        {
          type: "paragraph",
          text: "Alcoholic drinks are sold only to customers of legal age (18 years and above). Our rider may ask for a valid ID on delivery.",
        },
      ],
    },
  ],
};

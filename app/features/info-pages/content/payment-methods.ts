import { POLICY_LAST_UPDATED, STORE } from "@domain/store";
import type { Translate } from "~/lib/i18n/i18n";
import type { InfoDocument } from "../types";
import { infoLink } from "./links";
import {
  TAX_PERCENT,
  ZONES,
  exampleBill,
  pesoWhole,
  storeFactTexts,
  zoneName,
} from "./store-facts";

const EXAMPLE_SUBTOTAL = 350;

/** Payment Methods (SPEC §2.2, §9) in the page's language. */
export function paymentMethods(t: Translate): InfoDocument {
  const facts = storeFactTexts(t);
  // A Zone 1 order below the free-delivery threshold shows every line of the bill.
  const example = exampleBill(t, EXAMPLE_SUBTOTAL, "Pangpang");
  return {
    title: t("pages.paymentMethods.title"),
    description: t("pages.paymentMethods.description", { store: STORE.name }),
    intro: t("pages.paymentMethods.intro"),
    lastUpdated: POLICY_LAST_UPDATED,
    sections: [
      {
        id: "cod",
        heading: t("pages.paymentMethods.cod.heading"),
        blocks: [
          {
            type: "list",
            marker: "check",
            items: [
              t("pages.paymentMethods.cod.rider"),
              t("pages.paymentMethods.cod.pesos"),
              t("pages.paymentMethods.cod.area", { city: STORE.city }),
              t("pages.paymentMethods.cod.noCards"),
            ],
          },
        ],
      },
      {
        id: "preparing-payment",
        heading: t("pages.paymentMethods.preparing.heading"),
        blocks: [
          { type: "paragraph", text: t("pages.paymentMethods.preparing.exact") },
          { type: "note", tone: "warning", text: facts.largeBill },
        ],
      },
      {
        id: "what-you-pay",
        heading: t("pages.paymentMethods.total.heading"),
        blocks: [
          {
            type: "paragraph",
            text: t("pages.paymentMethods.total.explained", {
              fees: ZONES.map((z) => `${zoneName(t, z.zone)} ${z.fee}`).join(", "),
              tax: TAX_PERCENT,
            }),
          },
          {
            type: "table",
            caption: t("pages.paymentMethods.total.caption", {
              amount: pesoWhole(EXAMPLE_SUBTOTAL),
              barangay: example.barangay,
            }),
            columns: ["", t("pages.paymentMethods.total.amount")],
            rows: example.rows,
            lastRowIsTotal: true,
          },
          { type: "list", items: [facts.freeDelivery, facts.minimumOrder] },
        ],
      },
      {
        id: "not-accepted",
        heading: t("pages.paymentMethods.notAccepted.heading"),
        blocks: [
          {
            type: "paragraph",
            text: t("pages.paymentMethods.notAccepted.body", { store: STORE.name }),
          },
          { type: "links", items: [infoLink(t, "/delivery-info")] },
        ],
      },
    ],
  };
}

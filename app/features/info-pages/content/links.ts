import type { Translate } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";
import type { InfoLink } from "../types";

/** The pages an information page links to, named in the page's language. */
const LINK_KEYS = {
  "/delivery-info": "pages.link.deliveryInfo",
  "/payment-methods": "pages.link.paymentMethods",
  "/refund-policy": "pages.link.refundPolicy",
  "/faqs": "pages.link.faqs",
  "/contact": "pages.link.contact",
} as const satisfies Record<string, MessageKey>;

export type InfoPath = keyof typeof LINK_KEYS;

export function isInfoPath(to: string): to is InfoPath {
  return Object.hasOwn(LINK_KEYS, to);
}

export function infoLink(t: Translate, to: InfoPath): InfoLink {
  return { to, label: t(LINK_KEYS[to]) };
}

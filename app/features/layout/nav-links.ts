// The header's link lists (SPEC §2.1), defined once. Every page's first load carries them;
// the lists that only menus, the footer and the info pages show are in more-links.ts.
import type { MessageKey } from "~/locales/keys";

export interface NavItem {
  to: string;
  /** The link's words in the page's language: `t(item.key)` (app/locales/<language>/layout.json). */
  key: MessageKey;
  /** Its English words, for a list that names its links itself (the info pages' "related"). */
  label: string;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { to: "/", key: "layout.nav.home", label: "Home" },
  { to: "/products", key: "layout.nav.products", label: "Products" },
  { to: "/contact", key: "layout.nav.contact", label: "Contact" },
  { to: "/about", key: "layout.nav.about", label: "About" },
];

/** Shown only to a logged-in customer. */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { to: "/profile", key: "layout.nav.myProfile", label: "My Profile" },
  { to: "/orders", key: "layout.nav.myOrders", label: "My Orders" },
];

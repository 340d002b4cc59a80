// The header's link lists (SPEC §2.1), defined once. Every page's first load carries them;
// the lists that only menus, the footer and the info pages show are in more-links.ts.

export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Products" },
  { to: "/contact", label: "Contact" },
  { to: "/about", label: "About" },
];

/** Shown only to a logged-in customer. */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { to: "/profile", label: "My Profile" },
  { to: "/orders", label: "My Orders" },
];

// The link lists of the customer-care menu, the footer and the info pages (SPEC §2.1), defined
// once, apart from the header's (nav-links.ts) so that every page's first load does not carry them.
import type { NavItem } from "./nav-links";

export const CUSTOMER_CARE_LINKS: readonly NavItem[] = [
  { to: "/delivery-info", key: "layout.care.deliveryInfo", label: "Delivery Information" },
  { to: "/payment-methods", key: "layout.care.paymentMethods", label: "Payment Methods" },
  { to: "/refund-policy", key: "layout.care.returnPolicy", label: "Return Policy" },
  { to: "/faqs", key: "layout.care.faqs", label: "FAQs" },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: "/", key: "layout.nav.home", label: "Home" },
  { to: "/products", key: "layout.nav.products", label: "Products" },
  { to: "/products?category=bestsellers", key: "layout.nav.bestSellers", label: "Best Sellers" },
  { to: "/contact", key: "layout.nav.contactUs", label: "Contact Us" },
  { to: "/orders", key: "layout.nav.myOrders", label: "My Orders" },
];

/** Brand names: not translated. */
export const SOCIAL_LINKS = [
  { href: "https://www.facebook.com/", label: "Facebook", network: "facebook" },
  { href: "https://www.instagram.com/", label: "Instagram", network: "instagram" },
  { href: "https://x.com/", label: "X (Twitter)", network: "x" },
] as const;

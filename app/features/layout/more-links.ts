// The link lists of the customer-care menu, the footer and the info pages (SPEC §2.1), defined
// once, apart from the header's (nav-links.ts) so that every page's first load does not carry them.
import type { NavItem } from "./nav-links";

export const CUSTOMER_CARE_LINKS: readonly NavItem[] = [
  { to: "/delivery-info", label: "Delivery Information" },
  { to: "/payment-methods", label: "Payment Methods" },
  { to: "/refund-policy", label: "Return Policy" },
  { to: "/faqs", label: "FAQs" },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Products" },
  { to: "/products?category=bestsellers", label: "Best Sellers" },
  { to: "/contact", label: "Contact Us" },
  { to: "/orders", label: "My Orders" },
];

export const SOCIAL_LINKS = [
  { href: "https://www.facebook.com/", label: "Facebook", network: "facebook" },
  { href: "https://www.instagram.com/", label: "Instagram", network: "instagram" },
  { href: "https://x.com/", label: "X (Twitter)", network: "x" },
] as const;

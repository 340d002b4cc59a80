// The store's delivery, hours, order and cash icons: a product page's first view, orders,
// checkout, contact, the home page's steps, the open banner and the logo draw them. They travel
// with the badges (vite.config.ts, group "marks"), not in every page's first load.
import { Icon, type IconProps } from "./icons";

export const TruckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M1 4h13v12H1zM14 8h4l4 4v4h-8" />
    <circle cx="5.5" cy="18.5" r="2" />
    <circle cx="17.5" cy="18.5" r="2" />
  </Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const BagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 8h14l-1 13H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </Icon>
);
export const CashIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 12h.01M18 12h.01" />
  </Icon>
);

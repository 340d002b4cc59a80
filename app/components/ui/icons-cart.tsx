// The cart stepper's plus and minus, drawn on every product card and cart line: they travel with
// the product picture (vite.config.ts, group "picture"), which the same pages draw, so a list's
// first load needs no other icon file.
import { Icon, type IconProps } from "./icons";

export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const MinusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12h14" />
  </Icon>
);

import { Link } from "react-router";
import { CartIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";

/** The link's name in English: what "layout.cart.label" and "layout.cart.labelWithCount" say (a test holds them equal). */
export function cartLabel(count: number | null): string {
  if (count === null) return "Cart";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The cart icon with its item count. The count is null until the browser has read the stored
 * cart (after hydration), so the server's HTML and the first client render agree.
 */
export function CartLink({ count }: { count: number | null }) {
  const t = useT();
  return (
    <Link
      to="/cart"
      aria-label={
        count === null ? t("layout.cart.label") : t("layout.cart.labelWithCount", { count })
      }
      className="relative flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-brand-700"
    >
      <CartIcon size={22} />
      <CountBubble count={count ?? 0} />
    </Link>
  );
}

/** The small number on the cart icon. */
function CountBubble({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] font-bold leading-none text-gray-900"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

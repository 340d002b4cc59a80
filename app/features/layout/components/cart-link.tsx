import { Link } from "react-router";
import { CountBubble } from "~/components/ui/badge";
import { CartIcon } from "~/components/ui/icons";

export function cartLabel(count: number | null): string {
  if (count === null) return "Cart";
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The cart icon with its item count. The count is null until the browser has read the stored
 * cart (after hydration), so the server's HTML and the first client render agree.
 */
export function CartLink({ count }: { count: number | null }) {
  return (
    <Link
      to="/cart"
      aria-label={cartLabel(count)}
      className="relative flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-brand-700"
    >
      <CartIcon size={22} />
      <CountBubble count={count ?? 0} />
    </Link>
  );
}

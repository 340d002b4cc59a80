import { Link } from "react-router";

/**
 * Shown when the shopper's words matched nothing and a corrected search answered:
 * says what was searched instead and links to it.
 */
export function DidYouMeanView({
  searched,
  meant,
  href,
}: {
  searched: string;
  meant: string;
  href: string;
}) {
  return (
    <p
      className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-gray-800 wrap-anywhere"
      role="status"
    >
      No products match “{searched}”. Did you mean{" "}
      <Link to={href} className="font-semibold text-brand-700 underline">
        {meant}
      </Link>
      ? Showing results for “{meant}”.
    </p>
  );
}

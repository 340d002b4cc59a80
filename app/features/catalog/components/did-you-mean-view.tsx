import { Link } from "react-router";
import { useT } from "~/lib/i18n/i18n";

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
  const t = useT();
  return (
    <p
      className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-gray-800 wrap-anywhere"
      role="status"
    >
      {t("products.didYouMean.before", { searched })}{" "}
      <Link to={href} className="font-semibold text-brand-700 underline">
        {meant}
      </Link>
      {t("products.didYouMean.after", { meant })}
    </p>
  );
}

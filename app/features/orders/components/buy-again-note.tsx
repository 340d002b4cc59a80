import { Link } from "react-router";
import { formatPeso } from "@domain/pricing";
import { useT } from "~/lib/i18n/i18n";
import { cappedWordsIn, notAddedWordsIn } from "../buy-again-words";
import type { BuyAgainReply } from "../habits-api";

/** What "Buy again" did, under the order: what went in (at today's price) and what did not. */
export function BuyAgainNote({ reply }: { reply: BuyAgainReply }) {
  const t = useT();
  const { added, notAdded } = reply;
  return (
    <div className="mt-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-800 ring-1 ring-gray-200">
      <p className="font-semibold text-gray-900">
        {added.length > 0 ? t("buyAgain.addedHeading") : t("buyAgain.nothing")}
      </p>
      {added.length > 0 ? (
        <ul className="mt-1 space-y-0.5">
          {added.map((line) => (
            <li key={line.productId}>
              {t("buyAgain.line", {
                name: line.name,
                quantity: line.quantity,
                price: formatPeso(line.price),
              })}
              {line.capped ? (
                <span className="text-amber-800"> — {cappedWordsIn(t, line)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {notAdded.length > 0 ? (
        <>
          <p className="mt-2 font-semibold text-red-800">{t("buyAgain.notAdded")}</p>
          <ul className="mt-1 space-y-0.5">
            {notAdded.map((line) => (
              <li key={line.productId}>
                {line.name} — {notAddedWordsIn(t, line.reason)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {added.length > 0 ? (
        <Link to="/cart" className="mt-2 inline-block font-semibold text-brand-700 underline">
          {t("buyAgain.goToCart")}
        </Link>
      ) : null}
    </div>
  );
}

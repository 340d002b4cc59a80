import { Link } from "react-router";
import { cappedWords, notAddedWords } from "@domain/buy-again";
import { formatPeso } from "@domain/pricing";
import type { BuyAgainReply } from "../habits-api";

/** What "Buy again" did, under the order: what went in (at today's price) and what did not. */
export function BuyAgainNote({ reply }: { reply: BuyAgainReply }) {
  const { added, notAdded } = reply;
  return (
    <div className="mt-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-800 ring-1 ring-gray-200">
      <p className="font-semibold text-gray-900">
        {added.length > 0
          ? `Added to your cart at today's prices:`
          : "Nothing from this order could be added to your cart."}
      </p>
      {added.length > 0 ? (
        <ul className="mt-1 space-y-0.5">
          {added.map((line) => (
            <li key={line.productId}>
              {line.name} × {line.quantity} ({formatPeso(line.price)} each)
              {line.capped ? <span className="text-amber-800"> — {cappedWords(line)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {notAdded.length > 0 ? (
        <>
          <p className="mt-2 font-semibold text-red-800">Not added:</p>
          <ul className="mt-1 space-y-0.5">
            {notAdded.map((line) => (
              <li key={line.productId}>
                {line.name} — {notAddedWords(line.reason)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {added.length > 0 ? (
        <Link to="/cart" className="mt-2 inline-block font-semibold text-brand-700 underline">
          Go to cart
        </Link>
      ) : null}
    </div>
  );
}

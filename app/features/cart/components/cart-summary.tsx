import { FREE_DELIVERY_THRESHOLD, ZONE_FEES } from "@domain/delivery";
import { MINIMUM_ORDER_AMOUNT, TAX_RATE, formatPeso } from "@domain/pricing";
import { Button } from "~/components/ui/button";
import { CashIcon } from "~/components/ui/icons";

export interface CartSummaryProps {
  subtotal: number;
  itemCount: number;
  loggedIn: boolean;
  onLogin: () => void;
}

/**
 * The summary beside the cart. Checkout (address, zone fee, tax, Place Order) is the next
 * piece of work; until then the page says plainly what is and is not possible.
 */
export function CartSummary({ subtotal, itemCount, loggedIn, onLogin }: CartSummaryProps) {
  return (
    <section aria-labelledby="order-summary" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100">
      <h2 id="order-summary" className="text-lg font-bold text-gray-900">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">
            Subtotal ({itemCount} {itemCount === 1 ? "item" : "items"})
          </dt>
          <dd className="font-bold text-gray-900 tabular-nums">{formatPeso(subtotal)}</dd>
        </div>
        <div className="flex items-center justify-between">
          <dt className="text-gray-600">Payment</dt>
          <dd className="flex items-center gap-1 font-medium text-gray-900">
            <CashIcon size={16} className="text-brand-600" /> Cash on Delivery
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-gray-500">
        Delivery ({formatPeso(ZONE_FEES[1])} or {formatPeso(ZONE_FEES[2])} by barangay, free from{" "}
        {formatPeso(FREE_DELIVERY_THRESHOLD)}) and {Math.round(TAX_RATE * 100)}% tax are added at checkout. Minimum order{" "}
        {formatPeso(MINIMUM_ORDER_AMOUNT)}.
      </p>
      <div className="mt-5">
        {loggedIn ? (
          <>
            <Button size="lg" className="w-full" disabled aria-describedby="checkout-note">
              Place Order
            </Button>
            <p id="checkout-note" className="mt-2 text-sm text-gray-600">
              Online checkout is not open yet. Your cart is saved to your account, so it will be waiting for you.
            </p>
          </>
        ) : (
          <>
            <Button size="lg" className="w-full" onClick={onLogin}>
              Login to checkout
            </Button>
            <p className="mt-2 text-sm text-gray-600">Your cart is kept on this device and joins your account when you log in.</p>
          </>
        )}
      </div>
    </section>
  );
}

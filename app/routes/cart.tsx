import { useEffect } from "react";
import type { Route } from "./+types/cart";
import { MESSAGES } from "@domain/messages";
import { computeSubtotal } from "@domain/pricing";
import { RouteError } from "~/components/route-error";
import { ButtonLink } from "~/components/ui/button";
import { CartIcon } from "~/components/ui/icons";
import { useAuth } from "~/features/auth/auth-context";
import { useCart } from "~/lib/cart/cart-context";
import { CartLine } from "~/features/cart/components/cart-line";
import { useCartProducts } from "~/features/cart/hooks/use-cart-products";
import { useSavedAddresses } from "~/features/addresses/hooks/use-saved-addresses";
import { OrderSummary } from "~/features/checkout/components/order-summary";
import { useLoginRequest } from "~/features/checkout/hooks/use-login-request";
import { useSubstitutions } from "~/features/checkout/hooks/use-substitutions";
import {
  LineSubstitution,
  SubstitutionDefault,
} from "~/features/checkout/components/substitution-choice";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaTranslator(matches)("cart.title"));

function EmptyCart() {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-gray-100">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <CartIcon size={30} />
      </span>
      <h2 className="mt-4 text-xl font-bold text-gray-900">{t(MESSAGES.CART_EMPTY)}</h2>
      <p className="mt-1 text-gray-600">{t("cart.emptyBody")}</p>
      <ButtonLink to="/products" size="lg" className="mt-6">
        {t("cart.startShopping")}
      </ButtonLink>
    </div>
  );
}

function CartLoading() {
  const t = useT();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t("cart.loading")}</span>
      {[0, 1].map((i) => (
        <div key={i} className="flex animate-pulse gap-4 rounded-xl bg-white p-4">
          <div className="h-20 w-20 rounded-lg bg-gray-200" />
          <div className="flex-1 space-y-2 py-2">
            <div className="h-4 w-2/3 rounded bg-gray-200" />
            <div className="h-4 w-1/4 rounded bg-gray-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

export default function CartPage() {
  const cart = useCart();
  const auth = useAuth();
  const t = useT();
  const ids = Object.keys(cart.items);
  const details = useCartProducts(ids);
  const addresses = useSavedAddresses(auth.user?.id ?? null);
  const substitutions = useSubstitutions(auth.user?.id ?? null);
  const { forget } = cart;
  // A guest sent here by a page that needs a login (/add-address): the login modal opens.
  useLoginRequest(auth.user !== null, auth.openLogin);

  // Products deleted since they were added leave the cart quietly (SPEC §4.2: only products
  // that exist count).
  const missingKey = details.missing.join(",");
  useEffect(() => {
    if (missingKey) forget(missingKey.split(","));
  }, [missingKey, forget]);

  const lines = ids.flatMap((id) => {
    const product = details.byId.get(id);
    const quantity = cart.items[id] ?? 0;
    return product ? [{ product, quantity }] : [];
  });
  const subtotal = computeSubtotal(
    lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
  );
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const waiting = !cart.ready || (details.loading && lines.length < ids.length);
  // Lines the page cannot show (their products could not be loaded and were never seen here):
  // the summary would total less than the heading's count, so it waits for the connection.
  const unshown = details.failed
    ? ids.filter((id) => !details.byId.has(id)).reduce((n, id) => n + (cart.items[id] ?? 0), 0)
    : 0;

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          {t("cart.title")}
          {cart.count ? (
            <span className="ml-2 text-base font-medium text-gray-500">
              {t("cart.count", { count: cart.count })}
            </span>
          ) : null}
        </h1>
        <ButtonLink to="/products" variant="ghost" size="sm">
          {t("cart.continue")}
        </ButtonLink>
      </div>

      <div className="mt-4">
        {waiting ? (
          <CartLoading />
        ) : ids.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section
              aria-label={t("cart.items")}
              className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-gray-100 sm:px-5"
            >
              {unshown > 0 ? (
                <p role="status" className="py-6 text-center text-gray-700">
                  {lines.length > 0
                    ? t("cart.offline.some", { count: unshown })
                    : t("cart.offline.all", { count: unshown })}
                </p>
              ) : null}
              {details.failed && lines.length > 0 ? (
                <p className="pt-4 text-sm text-gray-700">{t("cart.offlineShown")}</p>
              ) : null}
              {lines.length > 0 ? (
                <SubstitutionDefault substitutions={substitutions} loggedIn={auth.user !== null} />
              ) : null}
              {lines.length > 0 ? (
                <ul className="divide-y divide-gray-100 border-t border-gray-100">
                  {lines.map(({ product, quantity }) => (
                    <CartLine
                      key={product._id}
                      product={product}
                      quantity={quantity}
                      onSetQuantity={(q) => cart.setQuantity(product._id, q)}
                      onRemove={() => cart.removeLine(product._id)}
                    >
                      <LineSubstitution
                        productId={product._id}
                        productName={product.name}
                        substitutions={substitutions}
                      />
                    </CartLine>
                  ))}
                </ul>
              ) : null}
              <div className="flex justify-end border-t border-gray-100 py-3">
                <button
                  type="button"
                  onClick={cart.clear}
                  className="text-sm font-medium text-gray-500 hover:text-red-700 hover:underline"
                >
                  {t("cart.clear")}
                </button>
              </div>
            </section>
            {unshown > 0 ? null : (
              <OrderSummary
                loggedIn={auth.user !== null}
                onLogin={auth.openLogin}
                lines={lines.map((l) => ({ id: l.product._id, quantity: l.quantity }))}
                subtotal={subtotal}
                itemCount={itemCount}
                addresses={addresses}
                onPlaced={() => {
                  substitutions.clearLines();
                  cart.emptyAfterOrder();
                }}
                substitutionFor={substitutions.choiceFor}
              />
            )}
          </div>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}

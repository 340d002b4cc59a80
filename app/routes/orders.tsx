import { useLocation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/orders";
import { RouteError } from "~/components/route-error";
import { useAuth } from "~/features/auth/auth-context";
import { OrderCard } from "~/features/orders/components/order-card";
import { OrderActions } from "~/features/orders/components/order-actions";
import { OrdersFilter } from "~/features/orders/components/orders-filter";
import { NoOrders, OrdersLoggedOut } from "~/features/orders/components/orders-states";
import {
  ALL_ORDERS,
  countByFilter,
  filterOrders,
  orderFilterHref,
  parseOrderFilter,
} from "~/features/orders/order-filter";
import { toOrderView } from "~/features/orders/order-view";
import { useLiveOrders } from "~/features/orders/hooks/use-live-orders";
import { readOrdersPage } from "~/features/orders/live-orders";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";

/** The customer's orders, newest first, rendered on the server (SPEC §2.12); /orders and /my-orders. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.viewer.user;
  if (!user) return { orders: null, nextCursor: null };
  // The latest page; older orders come with "Load more".
  const page = readOrdersPage(await context.services.orders.firstPageForUser(user.id));
  return { orders: page.orders.map(toOrderView), nextCursor: page.nextCursor };
}

/** The status filter only narrows what is already on the page: no need to ask the server again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The same address: a revalidation the page asked for (a live order update).
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const strip = (u: URL) => {
      const p = new URLSearchParams(u.search);
      p.delete("status");
      return p.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaTranslator(matches)("orders.title"));

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const live = useLiveOrders(loaderData.orders, loaderData.nextCursor);
  // Until the page is live a tap on "Load more" would be lost: it waits disabled.
  const hydrated = useHydrated();
  const { orders } = live;
  const auth = useAuth();
  const t = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const filter = parseOrderFilter(params.get("status"));

  // Logged out in this tab after the page was rendered: the guest view, not someone's orders.
  const loggedOut = orders === null || auth.user === null;
  const shown = orders ? filterOrders(orders, filter) : [];

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-4">
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t("orders.title")}</h1>
        {loggedOut ? null : (
          <span className="text-xs text-gray-500" data-stream-mode={live.streamMode}>
            {live.streamMode === "live" ? t("orders.live") : null}
          </span>
        )}
      </div>
      <div className="mt-4 space-y-4">
        {loggedOut ? (
          <OrdersLoggedOut onLogin={auth.openLogin} />
        ) : orders.length === 0 ? (
          <NoOrders filtered={null} allHref={pathname} />
        ) : (
          <>
            <OrdersFilter pathname={pathname} current={filter} counts={countByFilter(orders)} />
            {shown.length === 0 ? (
              <NoOrders
                filtered={filter === ALL_ORDERS ? null : filter}
                allHref={orderFilterHref(pathname, ALL_ORDERS)}
              />
            ) : (
              shown.map((order) => (
                <OrderCard key={order._id} order={order} actions={<OrderActions order={order} />} />
              ))
            )}
            {live.nextCursor ? (
              <button
                type="button"
                onClick={() => void live.loadMore()}
                disabled={!hydrated || live.loadingMore}
                className="h-11 w-full rounded-xl bg-white text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-gray-200 hover:bg-gray-50 disabled:cursor-wait disabled:opacity-60"
              >
                {live.loadingMore ? t("orders.loading") : t("orders.loadMore")}
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return <RouteError error={error} backTo={{ to: "/products", label: t("cart.startShopping") }} />;
}

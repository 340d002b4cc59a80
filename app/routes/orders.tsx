import { useLocation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/orders";
import { RouteError } from "~/components/route-error";
import { useAuth } from "~/features/auth/auth-context";
import { OrderCard } from "~/features/orders/components/order-card";
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
import { pageMeta } from "~/lib/meta";

/** The customer's orders, newest first, rendered on the server (SPEC §2.12); /orders and /my-orders. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.viewer.user;
  if (!user) return { orders: null };
  const orders = await context.services.orders.listForUser(user.id);
  return { orders: orders.map(toOrderView) };
}

/** The status filter only narrows what is already on the page: no need to ask the server again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
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

export const meta: Route.MetaFunction = () => pageMeta("My Orders");

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  const auth = useAuth();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const filter = parseOrderFilter(params.get("status"));

  // Logged out in this tab after the page was rendered: the guest view, not someone's orders.
  const loggedOut = orders === null || auth.user === null;
  const shown = orders ? filterOrders(orders, filter) : [];

  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">My Orders</h1>
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
              shown.map((order) => <OrderCard key={order._id} order={order} />)
            )}
          </>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} backTo={{ to: "/products", label: "Start Shopping" }} />;
}

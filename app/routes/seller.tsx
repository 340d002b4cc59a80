import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/seller";
import type { loader as rootLoader } from "~/root";
import { RouteError } from "~/components/route-error";
import { SellerLayout } from "~/features/seller-auth/components/seller-layout";
import { OrderDeskProvider, useOrderDesk } from "~/features/order-desk/desk-context";
import { SellerLoginForm } from "~/features/seller-auth/components/seller-login-form";
import { useSellerSession } from "~/features/seller-auth/hooks/use-seller-session";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Seller Centre"),
  { name: "robots", content: "noindex" },
];

/** /seller/*: the back-office when the seller is authenticated, otherwise its login (SPEC §2.15). */
export default function SellerArea() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const { isSeller, login, logout } = useSellerSession(rootData?.viewer.isSeller ?? false);
  if (!isSeller) return <SellerLoginForm onLogin={login} />;
  return (
    <OrderDeskProvider>
      <SellerFrame logout={logout} />
    </OrderDeskProvider>
  );
}

/** The layout with the new-order badge on Orders (issue 9 §3). */
function SellerFrame({ logout }: { logout: () => Promise<void> | void }) {
  const desk = useOrderDesk();
  return (
    <SellerLayout
      onLogout={() => void logout()}
      badges={{ "/seller/orders": desk?.unacknowledged ?? 0 }}
    >
      <Outlet context={{ logout }} />
    </SellerLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} backTo={{ to: "/seller", label: "Seller Centre" }} />;
}

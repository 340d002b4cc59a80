import { useEffect } from "react";
import { Outlet, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import type { StaffRole } from "@domain/staff-roles";
import type { Route } from "./+types/seller";
import type { loader as rootLoader } from "~/root";
import { RouteError } from "~/components/route-error";
import { SellerLayout } from "~/features/seller-auth/components/seller-layout";
import { OrderDeskProvider, useOrderDesk } from "~/features/order-desk/desk-context";
import { SellerLoginForm } from "~/features/seller-auth/components/seller-login-form";
import { NotAllowed } from "~/features/seller-auth/components/not-allowed";
import { useSellerSession } from "~/features/seller-auth/hooks/use-seller-session";
import { mayOpen } from "~/features/seller-auth/seller-pages";
import { pageMeta } from "~/lib/meta";
import { SellerRoleProvider, useSellerCan } from "~/lib/seller-role";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Seller Centre"),
  { name: "robots", content: "noindex" },
];

/** /seller/*: the back-office when the seller is authenticated, otherwise its login (SPEC §2.15). */
export default function SellerArea() {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const viewer = rootData?.viewer;
  const { isSeller, role, login, logout } = useSellerSession(
    viewer?.isSeller ?? false,
    viewer?.sellerRole ?? null,
  );
  if (!isSeller) return <SellerLoginForm onLogin={login} />;
  return (
    <SellerRoleProvider role={role}>
      <SellerDesk role={role} logout={logout} />
    </SellerRoleProvider>
  );
}

/** The order desk's live stream and counts run only for a role that works the desk. */
function SellerDesk({ role, logout }: { role: StaffRole | null; logout: () => Promise<void> }) {
  const desk = useSellerCan("orders.manage");
  const frame = <SellerFrame role={role} logout={logout} />;
  return desk ? <OrderDeskProvider>{frame}</OrderDeskProvider> : frame;
}

/** The layout with the new-order badge on Orders (issue 9 §3), and each page behind its role. */
function SellerFrame({
  role,
  logout,
}: {
  role: StaffRole | null;
  logout: () => Promise<void> | void;
}) {
  const desk = useOrderDesk();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const allowed = mayOpen(role, pathname);
  // A rider's home is their deliveries: the back-office's front page sends them there.
  useEffect(() => {
    if (role === "rider" && pathname.replace(/\/+$/, "") === "/seller")
      navigate("/rider", { replace: true });
  }, [role, pathname, navigate]);
  return (
    <SellerLayout
      onLogout={() => void logout()}
      badges={{ "/seller/orders": desk?.unacknowledged ?? 0 }}
    >
      {allowed === true ? (
        <Outlet context={{ logout }} />
      ) : allowed === false && role ? (
        <NotAllowed role={role} />
      ) : null}
    </SellerLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} backTo={{ to: "/seller", label: "Seller Centre" }} />;
}

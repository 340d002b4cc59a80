import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/seller";
import type { loader as rootLoader } from "~/root";
import { RouteError } from "~/components/route-error";
import { SellerLayout } from "~/features/seller-auth/components/seller-layout";
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
    <SellerLayout onLogout={() => void logout()}>
      <Outlet context={{ logout }} />
    </SellerLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} backTo={{ to: "/seller", label: "Seller Centre" }} />;
}

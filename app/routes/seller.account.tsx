import { useOutletContext } from "react-router";
import type { Route } from "./+types/seller.account";
import { AccountSecurity } from "~/features/account-security/components/account-security";
import { SellerPage } from "~/features/seller-auth/components/seller-layout";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Account");

/** /seller/account: the seller changes the password or logs out of every device. */
export default function SellerAccount() {
  const { logout } = useOutletContext<{ logout: () => Promise<void> }>();
  return (
    <SellerPage title="Account">
      <section className="max-w-lg rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100">
        <AccountSecurity role="seller" onLoggedOutEverywhere={() => void logout()} />
      </section>
    </SellerPage>
  );
}

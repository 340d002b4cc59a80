import { Link } from "react-router";
import type { Route } from "./+types/seller._index";
import { SELLER_NAV, SellerPage } from "~/features/seller-auth/components/seller-layout";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Seller dashboard");

export default function SellerHome() {
  return (
    <SellerPage title="Seller dashboard">
      <p className="max-w-2xl text-gray-600">
        You are signed in to the Seller Centre. Adding products, managing the product list and moving orders through
        their statuses are being built and will appear in these sections as they are released; until then the
        storefront shows the current catalogue.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {SELLER_NAV.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-100 hover:ring-brand-600">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon size={20} />
              </span>
              <span className="font-semibold text-gray-900">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SellerPage>
  );
}

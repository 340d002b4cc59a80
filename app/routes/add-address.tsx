import { redirect } from "react-router";
import type { Route } from "./+types/add-address";
import { RouteError } from "~/components/route-error";
import { ButtonLink } from "~/components/ui/button";
import { AddressForm } from "~/features/addresses/components/address-form";
import { loginRedirectHref } from "~/features/checkout/login-request";
import { pageMeta } from "~/lib/meta";

/** Guests go to /cart with the login modal open, /add-address remembered (SPEC §2.11). */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer.user) throw redirect(loginRedirectHref("/add-address"));
  return null;
}

export const meta: Route.MetaFunction = () => pageMeta("Add Address");

export default function AddAddressPage() {
  return (
    <div className="mx-auto max-w-2xl px-3 py-6 sm:px-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Add Shipping Address</h1>
        <ButtonLink to="/cart" variant="ghost" size="sm">
          ← Back to Cart
        </ButtonLink>
      </div>
      <p className="mt-1 text-sm text-gray-600">
        We deliver Cash on Delivery to barangays within Sorsogon City.
      </p>
      <div className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-6">
        <AddressForm />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} backTo={{ to: "/cart", label: "Back to Cart" }} />;
}

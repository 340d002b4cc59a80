import { redirect } from "react-router";
import type { Route } from "./+types/add-address";
import { RouteError } from "~/components/route-error";
import { ButtonLink } from "~/components/ui/button";
import { AddressForm } from "~/features/addresses/components/address-form";
import { loginRedirectHref } from "~/features/checkout/login-request";
import { pageMeta } from "~/lib/meta";
import { metaTranslator, useT } from "~/lib/i18n/i18n";

/** Guests go to /cart with the login modal open, /add-address remembered (SPEC §2.11). */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.viewer.user) throw redirect(loginRedirectHref("/add-address"));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaTranslator(matches)("account.addAddress.metaTitle"));

export default function AddAddressPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-3 py-6 sm:px-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          {t("account.addAddress.title")}
        </h1>
        <ButtonLink to="/cart" variant="ghost" size="sm">
          {t("account.addAddress.back")}
        </ButtonLink>
      </div>
      <p className="mt-1 text-sm text-gray-600">{t("account.addAddress.intro")}</p>
      <div className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-6">
        <AddressForm />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return (
    <RouteError error={error} backTo={{ to: "/cart", label: t("account.addAddress.backLabel") }} />
  );
}

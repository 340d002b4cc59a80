import type { Route } from "./+types/profile";
import { MESSAGES } from "@domain/messages";
import { RouteError } from "~/components/route-error";
import { ButtonLink } from "~/components/ui/button";
import { PlusIcon, UserIcon } from "~/components/ui/icons";
import { AddressCard } from "~/features/addresses/components/address-card";
import { useAuth } from "~/features/auth/auth-context";
import { ProfileNameForm } from "~/features/profile/components/profile-name-form";
import { pageMeta } from "~/lib/meta";
import { metaTranslator, useMessage, useT } from "~/lib/i18n/i18n";
import { AccountSecurity } from "~/features/account-security/components/account-security";
import { wipeLocalSession } from "~/lib/browser-session";
import { setLoggedOutFlag } from "~/lib/storage";

/** The customer's name, email and saved addresses, rendered on the server (SPEC §2.13). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.viewer.user;
  if (!user) return { profile: null };
  const addresses = await context.services.addresses.listForUser(user.id);
  return { profile: { name: user.name, email: user.email, addresses } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaTranslator(matches)("account.profile.title"));

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const auth = useAuth();
  const t = useT();
  const message = useMessage();

  if (!profile || !auth.user) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <UserIcon size={30} />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-gray-900">
          {message(MESSAGES.LOGIN_TO_VIEW_PROFILE)}
        </h1>
        <ButtonLink to="/" size="lg" className="mt-6">
          {t("account.profile.goHome")}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-3 py-6 sm:px-4">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t("account.profile.title")}</h1>
      <div className="mt-4 space-y-5">
        <section
          aria-labelledby="profile-details"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100"
        >
          <h2 id="profile-details" className="mb-3 text-lg font-bold text-gray-900">
            {t("account.profile.details")}
          </h2>
          <ProfileNameForm
            name={profile.name}
            email={profile.email}
            onRenamed={(name) => auth.setUser({ ...auth.user!, name })}
          />
        </section>

        <section
          aria-labelledby="profile-addresses"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 id="profile-addresses" className="text-lg font-bold text-gray-900">
              {t("account.profile.addresses")}
            </h2>
            <ButtonLink to="/add-address" size="sm" variant="outline">
              <PlusIcon size={16} /> {t("account.profile.addNew")}
            </ButtonLink>
          </div>
          {profile.addresses.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-300 p-5 text-center text-sm text-gray-600">
              {t("account.profile.noAddresses")}
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {profile.addresses.map((address) => (
                <li key={address._id}>
                  <AddressCard address={address} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="profile-security"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100"
        >
          <h2 id="profile-security" className="mb-3 text-lg font-bold text-gray-900">
            {t("account.profile.security")}
          </h2>
          <AccountSecurity
            role="user"
            onLoggedOutEverywhere={() => {
              wipeLocalSession();
              setLoggedOutFlag();
              auth.setUser(null);
              window.location.assign("/");
            }}
          />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return <RouteError error={error} backTo={{ to: "/", label: t("account.profile.goHome") }} />;
}

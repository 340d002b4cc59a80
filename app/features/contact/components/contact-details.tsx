import { STORE } from "@domain/store";
import { STORE_BRANCHES } from "@domain/branches";
import { ClockIcon, MapPinIcon, MailIcon, PhoneIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { telHref } from "../contact-content";

const branch = STORE_BRANCHES.find((b) => b.isMainBranch) ?? STORE_BRANCHES[0];

/** The call-us link (SPEC §2.14) and the other ways to reach the store. */
export function ContactDetails() {
  const t = useT();
  return (
    <section
      aria-labelledby="contact-details"
      className="self-start rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="contact-details" className="text-xl font-bold text-gray-900">
        {t("contact.details.heading")}
      </h2>
      <a
        href={telHref(STORE.phone)}
        className="mt-4 flex min-h-12 flex-wrap items-center justify-center gap-x-2 rounded-lg bg-brand-600 px-3 py-2 text-center font-semibold text-white hover:bg-brand-700"
      >
        <PhoneIcon size={18} />
        {t("contact.details.callUs")} <span className="whitespace-nowrap">{STORE.phone}</span>
      </a>
      <ul className="mt-4 space-y-3 text-sm text-gray-700">
        <li className="flex gap-3">
          <MailIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
          <span>
            <span className="block font-semibold text-gray-900">{t("contact.details.email")}</span>
            <a href={`mailto:${STORE.email}`} className="break-all text-brand-700 hover:underline">
              {STORE.email}
            </a>
          </span>
        </li>
        <li className="flex gap-3">
          <MapPinIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
          <span>
            <span className="block font-semibold text-gray-900">{t("contact.details.store")}</span>
            {branch?.fullAddress}
          </span>
        </li>
        <li className="flex gap-3">
          <ClockIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
          <span>
            <span className="block font-semibold text-gray-900">{t("contact.details.hours")}</span>
            {t("contact.details.onlineOrders", { hours: STORE.openHoursLabel })}
          </span>
        </li>
      </ul>
    </section>
  );
}

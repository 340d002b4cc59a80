import { CashIcon, ClockIcon, TruckIcon, CheckIcon } from "~/components/ui/icons";
import { useMemo } from "react";
import { useT } from "~/lib/i18n/i18n";
import { services } from "../contact-content";

const ICONS = [TruckIcon, ClockIcon, CashIcon, CheckIcon] as const;

/** The "Our Services" block of the contact page (SPEC §2.14). */
export function OurServices() {
  const t = useT();
  const SERVICES = useMemo(() => services(t), [t]);
  return (
    <section aria-labelledby="our-services">
      <h2 id="our-services" className="text-xl font-bold text-gray-900">
        {t("contact.services.heading")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {SERVICES.map((service, i) => {
          const Icon = ICONS[i % ICONS.length] ?? CheckIcon;
          return (
            <li key={service.title} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon size={20} />
              </span>
              <span>
                <span className="block font-semibold text-gray-900">{service.title}</span>
                <span className="text-sm text-gray-600">{service.body}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { STORE } from "@domain/store";
import { ClockIcon, TruckIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { LanguageSwitch } from "./language-switch";

/** "We're Open!" strip above the navigation (SPEC §2.1), with the language switch. */
export function OpenBanner() {
  const t = useT();
  return (
    <div className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-0.5 px-4 py-1.5 text-center text-xs sm:text-sm">
        <p className="flex items-center gap-1.5 font-bold">
          <span className="relative flex h-2 w-2" aria-hidden="true">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-green-300 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex h-2 w-2 rounded-full bg-green-300" />
          </span>
          {t("openBanner.open")}
          <span className="inline-flex items-center gap-1 font-medium">
            <ClockIcon size={14} />
            {t("openBanner.hours", { hours: STORE.openHoursLabel })}
          </span>
        </p>
        <p className="flex items-center gap-1.5">
          <TruckIcon size={14} />
          {t("openBanner.delivery", {
            minutes: STORE.deliveryPromiseMinutes,
            city: STORE.city,
          })}
        </p>
        <LanguageSwitch />
      </div>
    </div>
  );
}

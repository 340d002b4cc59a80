import { ButtonLink } from "~/components/ui/button";
import { ClockIcon, CheckIcon, StoreIcon, UserIcon } from "~/components/ui/icons";
import { useMemo } from "react";
import { useT } from "~/lib/i18n/i18n";
import { aboutContent } from "../content/about";
import { PageHeader } from "./page-header";

const VALUE_ICONS = [CheckIcon, UserIcon, StoreIcon, ClockIcon] as const;

/** About (SPEC §2.14): Our Story, then Our Mission & Values, from content/about.ts. */
export function AboutPage() {
  const t = useT();
  const ABOUT = useMemo(() => aboutContent(t), [t]);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-3 py-4 sm:px-4 sm:py-6">
      <PageHeader eyebrow={t("pages.about.eyebrow")} title={ABOUT.title} intro={ABOUT.intro} />
      <section aria-labelledby="our-story" className="rounded-2xl bg-white p-4 shadow-sm sm:p-8">
        <h2 id="our-story" className="text-2xl font-bold text-gray-900">
          {t("pages.about.storyHeading")}
        </h2>
        <div className="mt-3 max-w-3xl space-y-3 text-gray-700">
          {ABOUT.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section aria-labelledby="mission-values">
        <h2 id="mission-values" className="text-2xl font-bold text-gray-900">
          {t("pages.about.missionHeading")}
        </h2>
        <p className="mt-2 max-w-3xl text-gray-700">{ABOUT.mission}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ABOUT.values.map((value, i) => {
            const Icon = VALUE_ICONS[i % VALUE_ICONS.length] ?? CheckIcon;
            return (
              <li key={value.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Icon size={22} />
                </span>
                <h3 className="mt-3 text-lg font-bold text-gray-900">{value.title}</h3>
                <p className="mt-1 text-sm text-gray-600">{value.body}</p>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/products">{t("pages.about.startShopping")}</ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          {t("pages.about.contactUs")}
        </ButtonLink>
      </div>
    </div>
  );
}

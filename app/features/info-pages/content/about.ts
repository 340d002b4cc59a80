import { STORE } from "@domain/store";
import type { Translate } from "~/lib/i18n/i18n";

export interface StoreValue {
  title: string;
  body: string;
}

/** The About page's words (SPEC §2.14) in the page's language (app/locales/<language>/pages.json). */
export function aboutContent(t: Translate) {
  const store = { store: STORE.name, city: STORE.city, minutes: STORE.deliveryPromiseMinutes };
  return {
    title: t("pages.about.title"),
    description: t("pages.about.description", store),
    intro: t("pages.about.intro", store),
    story: [
      t("pages.about.story.p1", store),
      t("pages.about.story.p2", store),
      t("pages.about.story.p3"),
    ],
    mission: t("pages.about.mission", store),
    values: [
      { title: t("pages.about.values.quality.title"), body: t("pages.about.values.quality.body") },
      {
        title: t("pages.about.values.community.title"),
        body: t("pages.about.values.community.body", store),
      },
      {
        title: t("pages.about.values.innovation.title"),
        body: t("pages.about.values.innovation.body"),
      },
      {
        title: t("pages.about.values.convenience.title"),
        body: t("pages.about.values.convenience.body", store),
      },
    ] satisfies StoreValue[],
  };
}

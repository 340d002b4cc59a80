import type { Route } from "./+types/about";
import { AboutPage } from "~/features/info-pages/components/about-page";
import { aboutContent } from "~/features/info-pages/content/about";
import { metaTranslator } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => {
  const about = aboutContent(metaTranslator(matches));
  return pageMeta(about.title, about.description);
};

export default function About() {
  return <AboutPage />;
}

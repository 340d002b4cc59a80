import type { Route } from "./+types/about";
import { AboutPage } from "~/features/info-pages/components/about-page";
import { ABOUT } from "~/features/info-pages/content/about";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta(ABOUT.title, ABOUT.description);

export default function About() {
  return <AboutPage />;
}

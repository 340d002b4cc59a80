import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { RouteError } from "~/components/route-error";
import { metaTranslator } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";

/** Any unknown address: a real 404 status, inside the normal header and footer. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaTranslator(matches)("errors.notFound.title"));

export default function NotFound() {
  return <RouteError />;
}

import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { RouteError } from "~/components/route-error";
import { pageMeta } from "~/lib/meta";

/** Any unknown address: a real 404 status, inside the normal header and footer. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => pageMeta("Page not found");

export default function NotFound() {
  return <RouteError />;
}

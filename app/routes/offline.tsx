import type { Route } from "./+types/offline";
import { RouteError } from "~/components/route-error";
import { pageMeta } from "~/lib/meta";

/**
 * The store's offline page. The service worker saves it at install and answers with it (its
 * scripts removed) when a page that was never visited is opened without a connection.
 */
export const meta: Route.MetaFunction = () => [
  ...pageMeta("You're offline"),
  { name: "robots", content: "noindex" },
];

export default function OfflinePage() {
  return <RouteError offline />;
}

import type { Route } from "./+types/offline";
import { RouteError } from "~/components/route-error";
import { metaTranslator } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";

/**
 * The store's offline page. The service worker saves it at install and answers with it (its
 * scripts removed) when a page that was never visited is opened without a connection.
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(metaTranslator(matches)("errors.offline.title")),
  { name: "robots", content: "noindex" },
];

export default function OfflinePage() {
  return <RouteError offline />;
}

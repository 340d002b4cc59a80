import { island } from "~/components/island";
import type { Crumb } from "./breadcrumb-trail";

/**
 * The trail over a product page (SPEC §2.7): links and nothing else, so the server's HTML is
 * all a first load needs. Its code comes only when the shopper reaches for it (island
 * "reach"); a tap on a crumb before then goes through the app as a live link would. Key it by
 * the product: another product mounts it afresh, never showing the old trail. (A category page
 * draws `BreadcrumbTrail` itself: its first load has room for it, and one island fewer shared
 * by two routes keeps a product page's first load to its own chunk.)
 */
export const Breadcrumbs = island<{ items: readonly Crumb[] }>(
  () => import("./breadcrumb-trail").then((m) => m.BreadcrumbTrail),
  { when: "reach" },
);

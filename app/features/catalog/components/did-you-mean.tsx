import { island } from "~/components/island";

/**
 * The "Did you mean" line over fuzzy results (docs/decisions/072): text and a link, so the
 * server's HTML serves for good and its code comes only when a search in the browser answers
 * with it (island "client"). Key it by the list's address.
 */
export const DidYouMean = island(
  () => import("./did-you-mean-view").then((m) => m.DidYouMeanView),
  { when: "client" },
);

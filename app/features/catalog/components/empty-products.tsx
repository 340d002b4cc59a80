import { island } from "~/components/island";

/**
 * What a list shows when nothing is in it: text, an icon and a link, so the server's HTML
 * serves for good and its code comes only when a list turns empty in the browser (island
 * "client"). Key it by the list's address: another empty list mounts it afresh, never with the
 * old hint.
 */
export const EmptyProducts = island(
  () => import("./empty-products-view").then((m) => m.EmptyProductsView),
  { when: "client" },
);

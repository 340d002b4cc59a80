import { island } from "~/components/island";
import type { ProductListProps } from "./product-list-view";

/**
 * The card grid of a category page (/products has its own, with the filters, in
 * products-parts.tsx). The server renders it in full: names, prices, pictures and links show
 * with the first paint, and a link tapped early goes through the app. Its code (cards, cart
 * controls, money) comes right after the page is up, as the grid is in view ("near"), rather
 * than in the first load; until then the Add buttons stay disabled, as they are before
 * hydration, for the server cannot know a guest's cart. Key it by the list's address: another
 * list mounts it afresh, never with the old cards.
 */
export const ProductList = island<ProductListProps>(() =>
  import("./product-list-view").then((m) => m.ProductListView),
);

import { island } from "~/components/island";

/**
 * The /products filters (SPEC §2.5): category and sort dropdowns and the chips of the active
 * search and category. The server renders them; their code (the dropdowns, SPEC §3's category
 * table for the labels) comes right after the page is up rather than in its first load
 * (decision 131). Until then a chip's link goes through the app, and a dropdown changed
 * meanwhile is carried into the live one, which then applies it. Key it by the list's address,
 * as the pager: another list mounts it afresh, never showing the old list's choices.
 */
export const ProductFilterPanel = island(
  () => import("./product-filters").then((m) => m.ProductFilterPanel),
  { className: "mt-4 space-y-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:p-4" },
);

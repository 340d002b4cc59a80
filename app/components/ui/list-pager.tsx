import { island } from "~/components/island";

/**
 * The pager under a product list (SPEC §2.5). Fifty cards above it put it far below the fold,
 * so its code comes as the shopper nears it; its page links work as the server sent them until
 * then (island). It takes the list's address at page 1 (`listHref`) and writes the other
 * pages' addresses itself, so the list's first load carries none of that. Key it by the list's
 * address: a new page of the list mounts it afresh, so the old page's numbers are never shown
 * under the new one.
 */
export const ListPager = island(() => import("./pager").then((m) => m.ListPagerView));

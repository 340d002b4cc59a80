// A list's page links in the browser without the query rules (products-url.ts): the server
// sends the list's address at page 1 and the page number is the last parameter, as
// productsHref writes it, so a list page's first load carries no query code.

/** `href` is the list at page 1 (no page parameter); page 1 is the address itself. */
export function pageHref(href: string, page: number): string {
  return page > 1 ? `${href}${href.includes("?") ? "&" : "?"}page=${page}` : href;
}

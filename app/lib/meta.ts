import { STORE } from "@domain/store";

/** "<page> | Sorsogon MiniMart", or the store name and tagline on the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${STORE.name}` : `${STORE.name} - ${STORE.tagline}`;
}

export function pageMeta(page: string | undefined, description?: string) {
  return [
    { title: pageTitle(page) },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}

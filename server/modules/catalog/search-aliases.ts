/**
 * Words shoppers use for a product that its name does not contain: brand nicknames and the
 * Filipino words for everyday groceries. A search word found here is replaced by its phrase
 * when the §5 substring search finds nothing (docs/decisions/072). Keys are lowercase.
 */
export const SEARCH_ALIASES: Readonly<Record<string, string>> = {
  coke: "coca-cola",
  cocacola: "coca-cola",
  ketchup: "catsup",
  catchup: "catsup",
  sardinas: "sardines",
  gatas: "milk",
  bigas: "rice",
  tinapay: "bread",
  kape: "coffee",
  toyo: "soy sauce",
  suka: "vinegar",
  asukal: "sugar",
  sabon: "soap",
  tubig: "water",
  mantika: "oil",
  itlog: "egg",
  pansit: "pancit",
};

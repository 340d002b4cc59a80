/**
 * Words shoppers use for a product that its name does not contain: brand nicknames and the
 * Filipino words for everyday groceries. A search word found here is replaced by its phrase
 * when the §5 substring search finds nothing. Keys are lowercase.
 *
 * The phrase is matched as a substring of product names, so it is chosen to name the product
 * itself rather than a flavour or an ingredient of something else:
 * "eggs", not "egg" (which is in "Chicken & Egg Dog Food"); "vegetable oil", not "oil" (which
 * is in "Tuna Flakes in Oil" and "Oil Control Face Wash"); "onions", not "onion" ("Cheese &
 * Onion" crackers).
 */
export const SEARCH_ALIASES: Readonly<Record<string, string>> = {
  coke: "coca-cola",
  cocacola: "coca-cola",
  ketchup: "catsup",
  catchup: "catsup",
  pansit: "pancit",
  // Staples
  bigas: "rice",
  itlog: "eggs",
  mantika: "vegetable oil",
  asukal: "refined sugar",
  asin: "iodized salt",
  harina: "flour",
  tinapay: "bread",
  // Drinks and dairy
  gatas: "milk",
  kape: "coffee",
  tsaa: "tea bags",
  tubig: "water",
  keso: "cheese",
  mantikilya: "butter salted",
  // Condiments
  toyo: "soy sauce",
  suka: "vinegar",
  patis: "fish sauce",
  paminta: "pepper",
  // Canned, meat and fish
  sardinas: "sardines",
  manok: "chicken",
  baboy: "pork",
  isda: "fish fillet",
  // Fresh produce
  gulay: "mixed vegetables",
  prutas: "fruit",
  sibuyas: "onions",
  bawang: "garlic",
  kamatis: "tomatoes",
  saging: "bananas",
  // Household and personal care
  sabon: "soap",
  panlaba: "laundry",
  sipilyo: "toothbrush",
  lampin: "diaper",
  kendi: "candy",
  tsokolate: "chocolate",
};

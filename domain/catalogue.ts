// The category catalogue: SPEC §3's table (category-table.ts, re-exported here) with the line
// each category's page opens with. The rules on a product's category that need no table are in
// category-rules.ts (re-exported here), so a product link does not bring the table into a
// page's first load; the product list's filters take the table without the descriptions.
import { CATEGORY_TABLE, type CategoryName } from "./category-table";

export {
  BESTSELLERS_CATEGORY,
  categoryPathForUrl,
  firstCategory,
  productMatchesCategory,
} from "./category-rules";

/** A category of the catalogue with the line its page opens with. */
export interface CategoryItem extends CategoryName {
  description: string;
}

export interface CategorySection {
  id: string;
  title: string;
  items: readonly CategoryItem[];
}

/** The line under each category's heading (and its tile's tooltip), by path. The store's own words. */
const CATEGORY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "biscuits-cookies": "Crackers, cream-filled biscuits and cookies for merienda and lunchboxes.",
  "chocolates-candy": "Chocolate bars, candies and sweet treats for every craving.",
  Instant: "Instant noodles, pancit canton and pasta for quick, filling meals.",
  Canned: "Sardines, corned beef, tuna and other canned staples for the pantry.",
  "frozen-foods":
    "Hotdogs, tocino, longganisa and other frozen favourites kept cold until delivery.",
  Bakery: "Pandesal, loaf bread and baked goods for breakfast and snacks.",
  Dairy: "Milk, cheese, butter and other dairy essentials.",
  Beverages: "Soft drinks, juices, water and energy drinks to quench your thirst.",
  "coffee-tea": "Instant coffee, 3-in-1 mixes and tea for your daily cup.",
  "condiments-sauces": "Soy sauce, vinegar, fish sauce, ketchup and seasonings for home cooking.",
  Grains: "Rice, oats and breakfast cereals to fill every plate.",
  "shampoos-conditioners": "Shampoos and conditioners in sachets and bottles for every hair type.",
  "soap-body-wash": "Bath soaps and body washes for a fresh, clean feeling.",
  "toothpaste-toothbrushes": "Toothpaste, toothbrushes and mouthwash for daily oral care.",
  "feminine-hygiene": "Sanitary napkins, pantyliners and feminine wash.",
  deodorant: "Roll-ons, sprays and powders to stay fresh all day.",
  "lotion-skincare": "Lotions, sunscreens and skincare products for healthy skin.",
  "laundry-detergents": "Powder and liquid detergents and fabric conditioners for clean clothes.",
  "dishwashing-liquids": "Dishwashing liquids and pastes that cut through grease.",
  "trash-bags": "Garbage bags in several sizes for a tidy home.",
  "air-fresheners": "Sprays and gels that keep every room smelling fresh.",
  Baby: "Diapers, baby wipes and changing essentials for your little one.",
  "baby-food-formula": "Infant formula, growing-up milk and baby food.",
  "pet-food": "Dry and wet food for cats and dogs.",
  "pet-bath-grooming": "Pet shampoos, soaps and grooming supplies.",
  Drinks: "Beer, gin, rum and other drinks, sold only to customers of legal age.",
  "cigarettes-tobacco": "Cigarettes and tobacco products, sold only to adults.",
  batteries: "AA, AAA and other batteries for remotes, clocks and gadgets.",
  stationery: "Pens, notebooks, paper and school supplies.",
  "phone-accessories": "Chargers, cables, earphones and other accessories for your phone.",
};

export const CATEGORY_CATALOGUE: { title: string; sections: readonly CategorySection[] } = {
  title: CATEGORY_TABLE.title,
  sections: CATEGORY_TABLE.sections.map((section) => ({
    ...section,
    items: section.items.map((item) => ({
      ...item,
      description: CATEGORY_DESCRIPTIONS[item.path] ?? "",
    })),
  })),
};

export const CATEGORY_ITEMS: readonly CategoryItem[] = CATEGORY_CATALOGUE.sections.flatMap(
  (section) => section.items,
);

export function findCategoryByPath(path: string): CategoryItem | null {
  const wanted = path.toLowerCase();
  return CATEGORY_ITEMS.find((item) => item.path.toLowerCase() === wanted) ?? null;
}

/** Options of the seller's category dropdowns: the value stored on the product is the path. */
export const SELLER_CATEGORY_OPTIONS: readonly { value: string; label: string }[] =
  CATEGORY_ITEMS.map((item) => ({ value: item.path, label: item.text }));

/** The edit modal's fixed list, separate from the catalogue (SPEC §3). */
export const EDIT_FORM_CATEGORY_OPTIONS = [
  "Fruits",
  "Vegetables",
  "Dairy Products",
  "Bakery",
  "Beverages",
  "Drinks",
  "Personal Care",
  "Household",
  "Baby Care",
] as const;

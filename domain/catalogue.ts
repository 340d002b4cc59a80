// The category catalogue of SPEC §3, exactly as the spec writes it. Paths keep their case
// ("Instant", "Canned") because products are tagged with them; URLs use them lowercased.
// The rules on a product's category that need no table are in category-rules.ts (re-exported
// here), so a product link does not bring the whole table into a page's first load.
export {
  BESTSELLERS_CATEGORY,
  categoryPathForUrl,
  firstCategory,
  productMatchesCategory,
} from "./category-rules";

export interface CategoryItem {
  text: string;
  description: string;
  path: string;
  /** Empty when the spec says the category has no image. */
  image: string;
}

export interface CategorySection {
  id: string;
  title: string;
  items: readonly CategoryItem[];
}

// [text, path, description, hasImage]
type ItemRow = readonly [string, string, string, boolean?];

function items(rows: readonly ItemRow[]): CategoryItem[] {
  return rows.map(([text, path, description, hasImage = true]) => ({
    text,
    description,
    path,
    image: hasImage ? `/images/categories/${path.toLowerCase()}.webp` : "",
  }));
}

const NO_IMAGE = false;

export const CATEGORY_CATALOGUE: { title: string; sections: readonly CategorySection[] } = {
  title: "Categories",
  sections: [
    {
      id: "food-beverages",
      title: "Food & Beverages",
      items: items([
        [
          "Biscuits & Cookies",
          "biscuits-cookies",
          "Crackers, cream-filled biscuits and cookies for merienda and lunchboxes.",
        ],
        [
          "Chocolates & Candy",
          "chocolates-candy",
          "Chocolate bars, candies and sweet treats for every craving.",
        ],
        [
          "Instant Noodles & Pasta",
          "Instant",
          "Instant noodles, pancit canton and pasta for quick, filling meals.",
        ],
        [
          "Canned Goods",
          "Canned",
          "Sardines, corned beef, tuna and other canned staples for the pantry.",
        ],
        [
          "Frozen Foods",
          "frozen-foods",
          "Hotdogs, tocino, longganisa and other frozen favourites kept cold until delivery.",
        ],
        ["Bread", "Bakery", "Pandesal, loaf bread and baked goods for breakfast and snacks."],
        ["Dairy Products", "Dairy", "Milk, cheese, butter and other dairy essentials."],
        [
          "Beverages",
          "Beverages",
          "Soft drinks, juices, water and energy drinks to quench your thirst.",
        ],
        ["Coffees", "coffee-tea", "Instant coffee, 3-in-1 mixes and tea for your daily cup."],
        [
          "Condiments & Sauces",
          "condiments-sauces",
          "Soy sauce, vinegar, fish sauce, ketchup and seasonings for home cooking.",
        ],
        [
          "Rice, Grains & Cereals",
          "Grains",
          "Rice, oats and breakfast cereals to fill every plate.",
          NO_IMAGE,
        ],
      ]),
    },
    {
      id: "personal-care",
      title: "Personal Care",
      items: items([
        [
          "Shampoos & Conditioners",
          "shampoos-conditioners",
          "Shampoos and conditioners in sachets and bottles for every hair type.",
        ],
        [
          "Soap & Body Wash",
          "soap-body-wash",
          "Bath soaps and body washes for a fresh, clean feeling.",
        ],
        [
          "Toothpaste & Toothbrushes",
          "toothpaste-toothbrushes",
          "Toothpaste, toothbrushes and mouthwash for daily oral care.",
        ],
        [
          "Feminine Hygiene",
          "feminine-hygiene",
          "Sanitary napkins, pantyliners and feminine wash.",
        ],
        ["Deodorant", "deodorant", "Roll-ons, sprays and powders to stay fresh all day."],
        [
          "Lotion & Skincare Products",
          "lotion-skincare",
          "Lotions, sunscreens and skincare products for healthy skin.",
        ],
      ]),
    },
    {
      id: "household-items",
      title: "Household Items",
      items: items([
        [
          "Laundry Detergents",
          "laundry-detergents",
          "Powder and liquid detergents and fabric conditioners for clean clothes.",
        ],
        [
          "Dishwashing Liquids",
          "dishwashing-liquids",
          "Dishwashing liquids and pastes that cut through grease.",
        ],
        ["Trash Bags", "trash-bags", "Garbage bags in several sizes for a tidy home."],
        [
          "Air Fresheners",
          "air-fresheners",
          "Sprays and gels that keep every room smelling fresh.",
        ],
      ]),
    },
    {
      id: "baby-kids",
      title: "Baby & Kids",
      items: items([
        [
          "Baby Wipes & Diapers",
          "Baby",
          "Diapers, baby wipes and changing essentials for your little one.",
        ],
        [
          "Baby Food & Formula",
          "baby-food-formula",
          "Infant formula, growing-up milk and baby food.",
        ],
      ]),
    },
    {
      id: "pet-supplies",
      title: "Pet Supplies",
      items: items([
        ["Cat & Dog Food", "pet-food", "Dry and wet food for cats and dogs."],
        ["Pet Bath & Grooming", "pet-bath-grooming", "Pet shampoos, soaps and grooming supplies."],
      ]),
    },
    {
      id: "miscellaneous",
      title: "Miscellaneous",
      items: items([
        [
          "Alcoholic Drinks",
          "Drinks",
          "Beer, gin, rum and other drinks, sold only to customers of legal age.",
        ],
        [
          "Cigarettes / Tobacco",
          "cigarettes-tobacco",
          "Cigarettes and tobacco products, sold only to adults.",
          NO_IMAGE,
        ],
        [
          "Batteries",
          "batteries",
          "AA, AAA and other batteries for remotes, clocks and gadgets.",
          NO_IMAGE,
        ],
        ["Stationery", "stationery", "Pens, notebooks, paper and school supplies.", NO_IMAGE],
        [
          "Phone Accessories",
          "phone-accessories",
          "Chargers, cables, earphones and other accessories for your phone.",
          NO_IMAGE,
        ],
      ]),
    },
  ],
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

// The category catalogue of SPEC §3, exactly as the spec writes it: sections, each category's
// name and path. Paths keep their case ("Instant", "Canned") because products are tagged with
// them; URLs use them lowercased. The descriptions are in catalogue.ts: the product list's
// category filter needs the names alone.

export interface CategoryName {
  text: string;
  path: string;
  /** Empty when the spec says the category has no image. */
  image: string;
}

export interface CategoryNameSection {
  id: string;
  title: string;
  items: readonly CategoryName[];
}

// [text, path, hasImage]
type NameRow = readonly [string, string, boolean?];

function names(rows: readonly NameRow[]): CategoryName[] {
  return rows.map(([text, path, hasImage = true]) => ({
    text,
    path,
    image: hasImage ? `/images/categories/${path.toLowerCase()}.webp` : "",
  }));
}

const NO_IMAGE = false;

export const CATEGORY_TABLE: { title: string; sections: readonly CategoryNameSection[] } = {
  title: "Categories",
  sections: [
    {
      id: "food-beverages",
      title: "Food & Beverages",
      items: names([
        ["Biscuits & Cookies", "biscuits-cookies"],
        ["Chocolates & Candy", "chocolates-candy"],
        ["Instant Noodles & Pasta", "Instant"],
        ["Canned Goods", "Canned"],
        ["Frozen Foods", "frozen-foods"],
        ["Bread", "Bakery"],
        ["Dairy Products", "Dairy"],
        ["Beverages", "Beverages"],
        ["Coffees", "coffee-tea"],
        ["Condiments & Sauces", "condiments-sauces"],
        ["Rice, Grains & Cereals", "Grains", NO_IMAGE],
      ]),
    },
    {
      id: "personal-care",
      title: "Personal Care",
      items: names([
        ["Shampoos & Conditioners", "shampoos-conditioners"],
        ["Soap & Body Wash", "soap-body-wash"],
        ["Toothpaste & Toothbrushes", "toothpaste-toothbrushes"],
        ["Feminine Hygiene", "feminine-hygiene"],
        ["Deodorant", "deodorant"],
        ["Lotion & Skincare Products", "lotion-skincare"],
      ]),
    },
    {
      id: "household-items",
      title: "Household Items",
      items: names([
        ["Laundry Detergents", "laundry-detergents"],
        ["Dishwashing Liquids", "dishwashing-liquids"],
        ["Trash Bags", "trash-bags"],
        ["Air Fresheners", "air-fresheners"],
      ]),
    },
    {
      id: "baby-kids",
      title: "Baby & Kids",
      items: names([
        ["Baby Wipes & Diapers", "Baby"],
        ["Baby Food & Formula", "baby-food-formula"],
      ]),
    },
    {
      id: "pet-supplies",
      title: "Pet Supplies",
      items: names([
        ["Cat & Dog Food", "pet-food"],
        ["Pet Bath & Grooming", "pet-bath-grooming"],
      ]),
    },
    {
      id: "miscellaneous",
      title: "Miscellaneous",
      items: names([
        ["Alcoholic Drinks", "Drinks"],
        ["Cigarettes / Tobacco", "cigarettes-tobacco", NO_IMAGE],
        ["Batteries", "batteries", NO_IMAGE],
        ["Stationery", "stationery", NO_IMAGE],
        ["Phone Accessories", "phone-accessories", NO_IMAGE],
      ]),
    },
  ],
};

/** A category by its path, in any case ("instant" finds "Instant"). */
export function findCategoryNameByPath(path: string): CategoryName | null {
  const wanted = path.toLowerCase();
  for (const section of CATEGORY_TABLE.sections) {
    const item = section.items.find((i) => i.path.toLowerCase() === wanted);
    if (item) return item;
  }
  return null;
}

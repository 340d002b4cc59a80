// What the add and edit forms send as productData (SPEC §2.15, §7), built from the text the
// seller typed. Pure, so the line splitting and the category choices are unit-tested.
import {
  CATEGORY_ITEMS,
  EDIT_FORM_CATEGORY_OPTIONS,
  SELLER_CATEGORY_OPTIONS,
  firstCategory,
  productMatchesCategory,
} from "@domain/catalogue";

export interface AddProductData {
  name: string;
  description: string[];
  category: string[];
  price: number;
  sku?: string;
  stockCount?: string;
}

export interface UpdateProductData extends AddProductData {
  id: string;
  /** The photos in order: kept /media URLs and "upload:N" for the N-th file sent. */
  image?: string[];
  brand: string;
  bestseller: boolean;
}

/** "One line per bullet": lines trimmed, blank ones dropped. */
export function descriptionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The description as the textarea shows it (a plain string also occurs, SPEC §3). */
export function descriptionText(
  description: readonly string[] | string | null | undefined,
): string {
  if (Array.isArray(description)) return description.join("\n");
  return typeof description === "string" ? description : "";
}

/** A price field's text as pesos, or null when it is not a usable amount. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export interface AddProductFields {
  name: string;
  description: string;
  category: string;
  price: string;
}

/** SPEC §2.15: "ADD PRODUCT" is disabled unless name, price and category are filled. */
export function canSubmitAddProduct(fields: AddProductFields): boolean {
  return fields.name.trim() !== "" && fields.category !== "" && parsePrice(fields.price) !== null;
}

export function toAddProductData(fields: AddProductFields): AddProductData {
  return {
    name: fields.name.trim(),
    description: descriptionLines(fields.description),
    category: [fields.category],
    price: parsePrice(fields.price) ?? 0,
  };
}

export interface EditProductFields extends AddProductFields {
  brand: string;
  bestseller: boolean;
}

/**
 * The edit form has no validation (SPEC §5), but a price field left blank or unreadable keeps
 * the product's current price: a cleared field must never put a product on sale for ₱0.
 */
export function toUpdateProductData(
  id: string,
  fields: EditProductFields,
  currentPrice: number,
): UpdateProductData {
  return {
    id,
    ...toAddProductData(fields),
    price: parsePrice(fields.price) ?? currentPrice,
    brand: fields.brand.trim(),
    bestseller: fields.bestseller,
  };
}

/** A category path's label from the seller list ("biscuits-cookies" → "Biscuits & Cookies"). */
export function categoryLabel(path: string): string {
  return SELLER_CATEGORY_OPTIONS.find((option) => option.value === path)?.label ?? path;
}

/**
 * The edit modal's choices: the spec's fixed list (SPEC §3), plus the product's own category
 * first when it is not in that list, so saving without touching the field keeps it.
 */
export function editCategoryOptions(
  current: readonly string[] | string,
): { value: string; label: string }[] {
  const fixed = EDIT_FORM_CATEGORY_OPTIONS.map((value) => ({ value, label: value }));
  const own = firstCategory(current);
  if (!own || fixed.some((option) => option.value === own)) return fixed;
  return [{ value: own, label: `${categoryLabel(own)} (current)` }, ...fixed];
}

/** The optional SKU and stock count fields as the API takes them (empty means none / untracked). */
export function skuAndStock(
  sku: string,
  stockCount: string,
): { sku?: string; stockCount?: string } {
  return {
    ...(sku.trim() ? { sku: sku.trim() } : {}),
    ...(stockCount.trim() ? { stockCount: stockCount.trim() } : {}),
  };
}

/** The storefront categories (SPEC §3 catalogue) a category value puts a product in. */
export function storefrontCategoriesOf(value: string): string[] {
  if (!value.trim()) return [];
  return CATEGORY_ITEMS.filter((item) => productMatchesCategory([value], item.path)).map(
    (item) => item.text,
  );
}

/**
 * The edit form's category choices: the storefront's catalogue categories (what shoppers
 * browse) and the spec's fixed list (SPEC §3), plus the product's own when it is in neither.
 */
export function editCategoryGroups(current: readonly string[] | string) {
  const own = firstCategory(current);
  const catalogue = SELLER_CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
  // A fixed entry already offered by the catalogue (same value or same name) is not repeated.
  const fixed = EDIT_FORM_CATEGORY_OPTIONS.filter(
    (value) =>
      !catalogue.some((o) => o.value === value || o.label.toLowerCase() === value.toLowerCase()),
  ).map((value) => ({ value, label: value }));
  const known = [...catalogue, ...fixed].some((o) => o.value === own);
  return {
    current: own && !known ? [{ value: own, label: `${categoryLabel(own)} (current)` }] : [],
    catalogue,
    fixed,
  };
}

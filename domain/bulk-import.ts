// Validation of a bulk import file (SPEC §3, §5). The seller screen runs it before upload,
// to point at the broken product at once, and the server runs it again as the authority.
import { MESSAGES } from "./messages";

export interface BulkProduct {
  name: string;
  description: string[];
  price: number;
  category: string[];
  /** File names, each matching an uploaded image exactly. */
  image: string[];
  brand?: string;
  bestseller?: boolean;
  /** The shop's own product code: matches a stored product before name and brand do. */
  sku?: string;
}

export interface BulkImportError {
  /** 0-based position in the products array. */
  index: number;
  /** The product's name, or "Product {n}" (1-based) when it has none. */
  name: string;
  field: string;
  message: string;
}

export type BulkImportResult =
  { ok: true; products: BulkProduct[] } | { ok: false; message: string; errors: BulkImportError[] };

/** How many errors the summary message spells out before "and N more". */
const ERRORS_IN_SUMMARY = 3;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function isNonEmptyString(x: unknown): x is string {
  return typeof x === "string" && x.trim() !== "";
}

function isStringArray(x: unknown): x is string[] {
  return Array.isArray(x) && x.every((item) => typeof item === "string");
}

function isNonEmptyStringArray(x: unknown): x is string[] {
  return isStringArray(x) && x.length > 0 && x.every(isNonEmptyString);
}

export function missingImageMessage(fileName: string): string {
  return `Image "${fileName}" was not found among the uploaded images`;
}

function checkProduct(
  raw: unknown,
  index: number,
  uploaded: ReadonlySet<string>,
  errors: BulkImportError[],
  missingImages: string[],
): BulkProduct | null {
  const product = isRecord(raw) ? raw : {};
  const name = isNonEmptyString(product.name) ? product.name : `Product ${index + 1}`;
  const before = errors.length;
  const problem = (field: string, message: string) => errors.push({ index, name, field, message });

  if (!isRecord(raw)) problem("product", "Product must be an object");
  if (!isNonEmptyString(product.name)) problem("name", "Name must be a non-empty string");
  if (!isStringArray(product.description)) {
    problem("description", "Description must be an array of strings");
  }
  if (typeof product.price !== "number" || !Number.isFinite(product.price) || product.price <= 0) {
    problem("price", "Price must be a positive number");
  }
  if (!isNonEmptyStringArray(product.category)) {
    problem("category", "Category must be a non-empty array of strings");
  }
  if (!isNonEmptyStringArray(product.image)) {
    problem("image", "Image must be a non-empty array of file names");
  } else {
    for (const fileName of product.image) {
      if (uploaded.has(fileName)) continue;
      problem("image", missingImageMessage(fileName));
      if (!missingImages.includes(fileName)) missingImages.push(fileName);
    }
  }
  if (product.brand !== undefined && typeof product.brand !== "string") {
    problem("brand", "Brand must be a string");
  }
  if (product.bestseller !== undefined && typeof product.bestseller !== "boolean") {
    problem("bestseller", "Bestseller must be true or false");
  }
  if (product.sku !== undefined && product.sku !== null && typeof product.sku !== "string") {
    problem("sku", "SKU must be text");
  }
  if (errors.length > before) return null;

  const valid: BulkProduct = {
    name: product.name as string,
    description: [...(product.description as string[])],
    price: product.price as number,
    category: [...(product.category as string[])],
    image: [...(product.image as string[])],
  };
  if (typeof product.brand === "string") valid.brand = product.brand;
  if (typeof product.bestseller === "boolean") valid.bestseller = product.bestseller;
  if (typeof product.sku === "string" && product.sku.trim() !== "") valid.sku = product.sku.trim();
  return valid;
}

function summarise(errors: readonly BulkImportError[], missingImages: readonly string[]): string {
  if (missingImages.length > 0) {
    return `${MESSAGES.IMAGE_FILENAME_VALIDATION_FAILED} Missing images: ${missingImages.join(", ")}`;
  }
  const shown = errors
    .slice(0, ERRORS_IN_SUMMARY)
    .map((e) => `product ${e.index + 1} ("${e.name}"): ${e.message}`);
  const more = errors.length - shown.length;
  return `Product validation failed: ${shown.join("; ")}${more > 0 ? `; and ${more} more` : ""}`;
}

/** Checks a parsed bulk import file against the names of the uploaded image files. */
export function validateBulkImport(
  json: unknown,
  uploadedFileNames: readonly string[],
): BulkImportResult {
  if (!isRecord(json) || !Array.isArray(json.products)) {
    return { ok: false, message: MESSAGES.JSON_NEEDS_PRODUCTS_ARRAY, errors: [] };
  }
  if (json.products.length === 0) {
    return { ok: false, message: MESSAGES.PRODUCTS_ARRAY_EMPTY, errors: [] };
  }
  const uploaded = new Set(uploadedFileNames);
  const errors: BulkImportError[] = [];
  const missingImages: string[] = [];
  const products: BulkProduct[] = [];
  json.products.forEach((raw: unknown, index) => {
    const product = checkProduct(raw, index, uploaded, errors, missingImages);
    if (product) products.push(product);
  });
  if (errors.length > 0) return { ok: false, message: summarise(errors, missingImages), errors };
  return { ok: true, products };
}

/** The same check on the file's text, reporting unparsable JSON with the spec's message. */
export function validateBulkImportText(
  text: string,
  uploadedFileNames: readonly string[],
): BulkImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: MESSAGES.INVALID_JSON_FORMAT, errors: [] };
  }
  return validateBulkImport(json, uploadedFileNames);
}

// Matching a bulk import's products to the store (SKU, else exact name and brand), as the
// spreadsheet import does: a product of the file that matches is updated, not added again.
export const bulkSkuRepeatedMessage = (sku: string, otherIndex: number) =>
  `SKU "${sku}" is used by product ${otherIndex + 1} too`;
export const bulkSameProductRepeatedMessage = (otherIndex: number) =>
  `The same product (name and brand, no SKU) is product ${otherIndex + 1} too`;
export const bulkSameMatchMessage = (otherIndex: number) =>
  `This product and product ${otherIndex + 1} would change the same product in the store`;

/** "N added, M updated, K unchanged": what a bulk import did, beside the spec's message. */
export const importCountsSummary = (c: { added: number; updated: number; unchanged: number }) =>
  `${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged`;

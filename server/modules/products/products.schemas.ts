import { z } from "zod";
import type { BulkProduct } from "@domain/bulk-import";
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from "@domain/image-files";
import { MULTIPART_MESSAGES } from "../../http/multipart";

// ---- Request limits ----

export const MiB = 1024 * 1024;
/** JSON calls (update, stock, delete): a product's text is a few kilobytes. */
export const PRODUCT_JSON_BODY_LIMIT = 64 * 1024;
/** Single add: four images of at most 5 MB plus the form's text and multipart framing. */
export const ADD_PRODUCT_BODY_LIMIT = MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES + 1 * MiB;
/** Bulk import's default upload limit (BULK_IMPORT_MAX_MB). */
export const BULK_IMPORT_BODY_LIMIT = 200 * MiB;
/** Images decoded at once: two suit the store's 2-core host and bound memory. */
export const IMAGE_CONCURRENCY = 2;

export const PRODUCT_LIMITS = {
  MAX_PRICE: 1_000_000,
  NAME_MAX: 200,
  DESCRIPTION_LINES_MAX: 50,
  DESCRIPTION_LINE_MAX: 500,
  CATEGORIES_MAX: 10,
  CATEGORY_MAX: 100,
  BRAND_MAX: 100,
} as const;

export function bulkTooLargeMessage(mb: number): string {
  return `The upload is too large: a bulk import may send at most ${mb}MB in total. Please import the products in smaller batches.`;
}

export function tooManyProductsMessage(count: number, max: number): string {
  return `The file has ${count.toLocaleString("en-US")} products; one import may hold at most ${max.toLocaleString("en-US")}. Please split it into smaller files.`;
}

export const PRODUCT_MESSAGES = {
  ADDED: "Product added successfully",
  UPDATED: "Product updated successfully",
  DELETED: "Product deleted successfully",
  PRODUCT_DATA_REQUIRED: "productData is required",
  PRODUCT_DATA_NOT_JSON: "productData must be valid JSON",
  TOO_MANY_IMAGES: `You can upload at most ${MAX_PRODUCT_IMAGES} images`,
  ADD_TOO_LARGE: `The upload is too large: at most ${MAX_PRODUCT_IMAGES} images of up to 5MB each`,
  BULK_TOO_LARGE: bulkTooLargeMessage(BULK_IMPORT_BODY_LIMIT / MiB),
  BULK_BUSY: "Another bulk import is still running. Please wait for it to finish and try again.",
  JSON_TOO_LARGE: "Request body is too large",
  NOT_MULTIPART: MULTIPART_MESSAGES.NOT_MULTIPART,
  NOT_MULTIPART_OR_JSON:
    "Please send productData as multipart/form-data or as JSON (Content-Type: application/json)",
  UNREADABLE_UPLOAD: MULTIPART_MESSAGES.UNREADABLE_UPLOAD,
  UPDATE_TOO_LARGE: `The upload is too large: at most ${MAX_PRODUCT_IMAGES} images of up to 5MB each`,
  UNKNOWN_IMAGE_REF:
    "The photo list names a picture this product does not have, or a file that was not sent",
} as const;

export function skuTakenMessage(value: string): string {
  return `SKU "${value}" is already used by another product. Each product needs its own SKU.`;
}

// ---- Field rules shared by add, update and bulk import ----

const NUL = "\u0000";
const noNul = (s: string) => !s.includes(NUL);
const NUL_MESSAGE = "must not contain NUL characters";

export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const name = z
  .string({ error: (i) => (i.input === undefined ? "Name is required" : "Name must be text") })
  .trim()
  .min(1, "Name is required")
  .max(PRODUCT_LIMITS.NAME_MAX, `Name must be at most ${PRODUCT_LIMITS.NAME_MAX} characters`)
  .refine(noNul, `Name ${NUL_MESSAGE}`);

/** The lines of "About Product": a list, or one text split by lines (SPEC §2.15, §3). */
const description = z
  .union([z.string(), z.array(z.string())], {
    error: "Description must be text or a list of lines",
  })
  .transform((value) =>
    (typeof value === "string" ? value.split(/\r?\n/) : value)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            PRODUCT_LIMITS.DESCRIPTION_LINE_MAX,
            `Each description line must be at most ${PRODUCT_LIMITS.DESCRIPTION_LINE_MAX} characters`,
          )
          .refine(noNul, `Description ${NUL_MESSAGE}`),
      )
      .max(
        PRODUCT_LIMITS.DESCRIPTION_LINES_MAX,
        `Description can have at most ${PRODUCT_LIMITS.DESCRIPTION_LINES_MAX} lines`,
      ),
  );

/** A category list whose first item counts, or (as older clients send) one path. */
const category = z
  .union([z.string(), z.array(z.string())], {
    error: (i) =>
      i.input === undefined ? "Category is required" : "Category must be a list of category paths",
  })
  .transform((value) =>
    (typeof value === "string" ? [value] : value).map((c) => c.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            PRODUCT_LIMITS.CATEGORY_MAX,
            `Each category must be at most ${PRODUCT_LIMITS.CATEGORY_MAX} characters`,
          )
          .refine(noNul, `Category ${NUL_MESSAGE}`),
      )
      .min(1, "Category is required")
      .max(PRODUCT_LIMITS.CATEGORIES_MAX, `At most ${PRODUCT_LIMITS.CATEGORIES_MAX} categories`),
  );

/** Pesos as a number, or as the numeric text a form field holds ("49.50"). */
const price = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ],
    {
      error: (i) =>
        i.input === undefined || i.input === "" ? "Price is required" : "Price must be a number",
    },
  )
  .pipe(
    z
      .number()
      .min(0, "Price must be 0 or more")
      .max(
        PRODUCT_LIMITS.MAX_PRICE,
        `Price must be at most ₱${PRODUCT_LIMITS.MAX_PRICE.toLocaleString("en-US")}`,
      )
      .refine(hasAtMostTwoDecimals, "Price can have at most 2 decimal places"),
  );

const brand = z
  .string({ error: "Brand must be text" })
  .trim()
  .max(PRODUCT_LIMITS.BRAND_MAX, `Brand must be at most ${PRODUCT_LIMITS.BRAND_MAX} characters`)
  .refine(noNul, `Brand ${NUL_MESSAGE}`);

export const STOCK_COUNT_MAX = 1_000_000;
export const SKU_MAX = 64;

/**
 * Units left: a whole number of 0 or more (or its text, as a form field holds it); empty or
 * null means the shop does not count this product's stock.
 */
export const stockCount = z
  .union([z.number(), z.string(), z.null()], {
    error: "Stock count must be a whole number of 0 or more, or empty",
  })
  .transform((value, ctx) => {
    if (value === null) return null;
    const text = typeof value === "string" ? value.trim() : null;
    if (text === "") return null;
    const n = text === null ? (value as number) : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message: "Stock count must be a whole number" });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: "custom", message: "Stock count cannot be negative" });
      return z.NEVER;
    }
    if (!Number.isInteger(n)) {
      ctx.addIssue({
        code: "custom",
        message: "Stock count must be a whole number (no fractions)",
      });
      return z.NEVER;
    }
    if (n > STOCK_COUNT_MAX) {
      ctx.addIssue({
        code: "custom",
        message: `Stock count must be at most ${STOCK_COUNT_MAX.toLocaleString("en-US")}`,
      });
      return z.NEVER;
    }
    return n;
  });

/** The shop's own product code: optional, unique; empty or null means none. */
export const sku = z
  .union([z.string(), z.null()], { error: "SKU must be text" })
  .transform((value) => (value === null ? null : value.trim() || null))
  .pipe(
    z
      .string()
      .max(SKU_MAX, `SKU must be at most ${SKU_MAX} characters`)
      .refine(noNul, `SKU ${NUL_MESSAGE}`)
      .nullable(),
  );

/**
 * The edited photo list, in order (the first is shown in the store): each entry is a picture
 * the product already has (its /media URL) or "upload:N", the N-th file sent with the call.
 */
export const UPLOAD_REF = /^upload:(\d{1,2})$/;
const imageRefs = z
  .array(z.string().trim().min(1).max(300), { error: "image must be a list of pictures" })
  .max(MAX_PRODUCT_IMAGES, `A product can have at most ${MAX_PRODUCT_IMAGES} images`);

const bestseller = z.boolean({ error: "Bestseller must be true or false" });
const inStock = z.boolean({ error: "inStock must be true or false" });

const productId = z
  .string({ error: (i) => (i.input === undefined ? "id is required" : "id must be text") })
  .trim()
  .min(1, "id is required")
  .max(100, "id is too long");

/** POST /api/product/add: productData (SPEC §7). Images travel as files beside it. */
export const AddProductSchema = z.object({
  name,
  description: description.default([]),
  category,
  price,
  brand: brand.optional(),
  bestseller: bestseller.optional(),
  inStock: inStock.optional(),
  stockCount: stockCount.optional(),
  sku: sku.optional(),
});

/** POST /api/product/update: productData with the id; fields left out keep their value. */
export const UpdateProductSchema = z.object({
  id: productId,
  name: name.optional(),
  description: description.optional(),
  category: category.optional(),
  price: price.optional(),
  brand: brand.optional(),
  bestseller: bestseller.optional(),
  stockCount: stockCount.optional(),
  sku: sku.optional(),
  /** The photos in their new order; left out, the photos stay as they are. */
  image: imageRefs.optional(),
});

export const StockSchema = z.object({
  id: productId,
  inStock: z.boolean({
    error: (i) => (i.input === undefined ? "inStock is required" : "inStock must be true or false"),
  }),
});

export const DeleteProductSchema = z.object({ id: productId });

export type AddProductInput = z.infer<typeof AddProductSchema>;
export type UpdateProductInput = z.infer<typeof UpdateProductSchema>;

/**
 * What the server adds to domain/bulk-import's checks before storing a product: the same
 * bounds the single add applies, so every import fits the database.
 */
export function bulkProductProblems(product: BulkProduct): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const checks: [string, z.ZodType, unknown][] = [
    ["name", name, product.name],
    ["description", description, product.description],
    ["category", category, product.category],
    ["price", price, product.price],
  ];
  if (product.brand !== undefined) checks.push(["brand", brand, product.brand]);
  if (product.sku !== undefined) checks.push(["sku", sku, product.sku]);
  for (const [field, schema, value] of checks) {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      problems.push({ field, message: parsed.error.issues[0]?.message ?? `Invalid ${field}` });
  }
  if (product.image.some((file) => file.includes(NUL)))
    problems.push({ field: "image", message: `Image ${NUL_MESSAGE}` });
  return problems;
}

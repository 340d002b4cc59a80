import { z } from "zod";
import { PAGE_SIZE, SORT_OPTIONS } from "@domain/catalog-query";

export const MAX_PAGE_LIMIT = 200;

const sortValues = SORT_OPTIONS.map((o) => o.value) as [string, ...string[]];

const searchText = (name: string) =>
  z.string().trim().max(100, `${name} must be at most 100 characters`).optional();

/**
 * Optional query of GET /api/product/list; with none of these the whole list is sent (SPEC
 * §7). `q` is another name for `search`; `cursor` continues after a previous answer's
 * `nextCursor` (same filter and sort) instead of `page`.
 */
export const ProductListQuerySchema = z.object({
  search: searchText("search"),
  q: searchText("q"),
  category: z.string().trim().max(60, "category must be at most 60 characters").optional(),
  sort: z.enum(sortValues, { error: `sort must be one of: ${sortValues.join(", ")}` }).optional(),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(100_000)
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be 1 or more")
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .optional(),
  inStock: z.enum(["true", "false"], { error: "inStock must be true or false" }).optional(),
  cursor: z.string().max(600, "cursor is not valid: start again without it").optional(),
});

export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export const DEFAULT_LIMIT = PAGE_SIZE;

/** GET /api/product/suggest: what the shopper has typed so far (long input is cut, not refused). */
export const ProductSuggestQuerySchema = z.object({
  q: z.string({ error: "q is required" }).max(1000, "q must be at most 1000 characters"),
});

const SuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.array(z.string()),
  price: z.number(),
  image: z.array(z.string()),
  inStock: z.boolean(),
});

export const ProductSuggestResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(SuggestionSchema).max(8),
  didYouMean: z.string().nullable(),
});

const ApiProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.array(z.string()),
  price: z.number(),
  category: z.array(z.string()),
  brand: z.string(),
  bestseller: z.boolean(),
  inStock: z.boolean(),
  image: z.array(z.string()),
  createdAt: z.string(),
});

export const ProductListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ApiProductSchema),
  message: z.string(),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  pageCount: z.number().int().optional(),
  nextCursor: z.string().nullable().optional(),
  didYouMean: z.string().nullable().optional(),
});

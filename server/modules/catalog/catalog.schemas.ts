import { z } from "zod";
import { PAGE_SIZE, SORT_OPTIONS } from "@domain/catalog-query";

export const MAX_PAGE_LIMIT = 100;

const sortValues = SORT_OPTIONS.map((o) => o.value) as [string, ...string[]];

/** Optional storefront query of GET /api/product/list; with none of these the whole list is sent. */
export const ProductListQuerySchema = z.object({
  search: z.string().trim().max(100, "search must be at most 100 characters").optional(),
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
  inStock: z.enum(["true", "false"]).optional(),
});

export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export const DEFAULT_LIMIT = PAGE_SIZE;

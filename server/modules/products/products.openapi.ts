import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import { SellerListQuerySchema } from "./seller-list.service";

/** The product calls this module adds beyond SPEC §7 (the seller's list at scale). */
export const PRODUCT_SELLER_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/product/seller-list",
    summary: "One page of the seller's products, searched, filtered and sorted by the server",
    description:
      "q searches name, brand and SKU; stock, category and lowStock filter (lowStock: tracked products at or below LOW_STOCK_THRESHOLD); the 8 sorts of the seller list; 50 a page by default. total counts the matches, catalogueTotal every product.",
    tags: ["products"],
    access: "seller",
    query: SellerListQuerySchema,
    response: z.object({
      success: z.boolean(),
      message: z.string(),
      products: z.array(z.record(z.string(), z.unknown())),
      total: z.number().int(),
      catalogueTotal: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      pageCount: z.number().int(),
      lowStockThreshold: z.number().int(),
    }),
  },
];

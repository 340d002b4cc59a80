import { z } from "zod";
import { ok, ProductSchema } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { ProductListQuerySchema } from "./catalog.schemas";

export const catalogOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/product/list",
    summary: "The catalogue: every product, or one page of it when any parameter is given",
    tags: ["catalog"],
    access: "public",
    query: ProductListQuerySchema,
    response: ok({
      products: z.array(ProductSchema),
      total: z.number().int().optional().describe("Paged answers only"),
      page: z.number().int().optional(),
      pageSize: z.number().int().optional(),
      pageCount: z.number().int().optional(),
    }),
  },
];

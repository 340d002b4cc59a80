import { z } from "zod";
import { ok, ProductSchema } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { SellerListQuerySchema } from "./seller-list.service";
import {
  AddProductSchema,
  DeleteProductSchema,
  StockSchema,
  UpdateProductSchema,
} from "./products.schemas";

/** A picture that cannot be used refuses the call, naming it. */
const badPicture = {
  description: "Invalid input, or a picture that cannot be used (file, imageIndex, reason)",
  fields: {
    file: z.string().describe("The uploaded file's name"),
    imageIndex: z.number().int().describe("Its position among the uploaded pictures, from 0"),
    reason: z.string().describe("Why it cannot be used, e.g. not an image, too large"),
  },
};

/** Multipart bodies: `body` is the JSON schema of the productData field; files go beside it. */
export const productsOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/product/add",
    summary: "Add a product (productData JSON text + up to 4 images)",
    tags: ["products"],
    access: "seller",
    body: AddProductSchema,
    bodyType: "multipart",
    response: ok({ product: ProductSchema }),
    successStatus: 201,
    errors: { 400: badPicture, 413: "The upload is too large" },
  },
  {
    method: "post",
    path: "/api/product/update",
    summary: "Edit a product (JSON, or multipart with productData)",
    tags: ["products"],
    access: "seller",
    body: UpdateProductSchema,
    response: ok({ product: ProductSchema }),
    errors: { 400: badPicture, 404: "No such product" },
  },
  {
    method: "post",
    path: "/api/product/stock",
    summary: "Mark a product in or out of stock",
    tags: ["products"],
    access: "seller",
    body: StockSchema,
    response: ok({ product: ProductSchema }),
    errors: { 404: "No such product" },
  },
  {
    method: "post",
    path: "/api/product/delete",
    summary: "Delete a product",
    tags: ["products"],
    access: "seller",
    body: DeleteProductSchema,
    response: ok({ product: z.object({ _id: z.string(), name: z.string() }) }),
    errors: { 404: "No such product" },
  },
];

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

import { z } from "zod";
import { ok, ProductSchema } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import {
  AddProductSchema,
  DeleteProductSchema,
  StockSchema,
  UpdateProductSchema,
} from "./products.schemas";

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
    errors: { 413: "The upload is too large" },
  },
  {
    method: "post",
    path: "/api/product/update",
    summary: "Edit a product (JSON, or multipart with productData)",
    tags: ["products"],
    access: "seller",
    body: UpdateProductSchema,
    response: ok({ product: ProductSchema }),
    errors: { 404: "No such product" },
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
  {
    method: "post",
    path: "/api/product/bulk-import",
    summary: "Import many products (productData: a JSON array; images named by the products)",
    tags: ["products"],
    access: "seller",
    body: z.array(AddProductSchema.extend({ image: z.array(z.string()).optional() })),
    bodyType: "multipart",
    response: ok({
      imported: z.number().int(),
      unusedImages: z.array(z.string()),
      errors: z.array(z.unknown()),
    }),
    successStatus: 201,
    errors: { 409: "An import is already running", 413: "The upload is too large" },
  },
];

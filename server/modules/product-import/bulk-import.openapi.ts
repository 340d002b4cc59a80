import { z } from "zod";
import { ok } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { AddProductSchema } from "../products/products.schemas";

const BulkImportErrorSchema = z.object({
  index: z.number().int().describe("0-based position in the products array"),
  name: z.string().describe('The product\'s name, or "Product {n}" when it has none'),
  field: z.string(),
  message: z.string(),
});

/** Multipart: `body` is the JSON schema of the productData field; the images go beside it. */
export const bulkImportOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/product/bulk-import",
    summary: "Import many products (productData: a JSON array; images named by the products)",
    description:
      "Send productData before the images: a file with more than BULK_IMPORT_MAX_PRODUCTS products is refused (400) as soon as it has arrived, and a body over BULK_IMPORT_MAX_MB (413) as soon as it is that long, without reading the rest. " +
      "Progress (optional): with `?progress=1` or `Accept: application/x-ndjson`, once every check before the pictures are processed has passed, the answer is 200 `application/x-ndjson`, one JSON object a line: " +
      '`{"phase":"processing","done":n,"total":N}` from 0 to N (N: the image names the products use), then `{"phase":"done","status":201,"body":{…}}` carrying the status and body the plain call answers (a picture that does not decode: 400 and its errors). ' +
      "Refusals before the processing keep their own status and JSON body. Without either, the answer is the plain one. " +
      "A product matching a stored one (by its optional sku, else by exact name and brand) updates it instead of being added again; a photo sent before for the product that shows it is not processed again.",
    tags: ["products"],
    access: "seller",
    query: z.object({
      progress: z
        .enum(["1", "true"])
        .optional()
        .describe("Answer NDJSON progress lines while the pictures are processed"),
    }),
    body: z.array(AddProductSchema.extend({ image: z.array(z.string()).optional() })),
    bodyType: "multipart",
    response: ok({
      imported: z.number().int(),
      unusedImages: z.array(z.string()),
      added: z.number().int().describe("Products new to the store"),
      updated: z
        .number()
        .int()
        .describe("Stored products (same SKU, else same name and brand) changed"),
      unchanged: z.number().int().describe("Stored products the file left as they were"),
      summary: z.string().describe('"N added, M updated, K unchanged"'),
      errors: z.array(z.unknown()),
    }),
    successStatus: 201,
    errors: {
      400: {
        description:
          "Invalid input, products that fail validation (errors), or pictures that cannot be used (imageProblems)",
        fields: {
          errors: z.array(BulkImportErrorSchema),
          imageProblems: z.array(
            z.object({ file: z.string(), message: z.string(), reason: z.string() }),
          ),
        },
      },
      409: "An import is already running",
      413: "The upload is too large",
    },
  },
];

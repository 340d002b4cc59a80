import { Hono, type MiddlewareHandler } from "hono";
import { markedOutOfStock, nowInStock } from "@domain/messages";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { conflict } from "../../http/errors";
import { parseJsonBody } from "../../http/validate";
import { bulkImportProducts } from "./bulk-import.service";
import { filesOf, firstValue, readMultipart, readProductData, uploadLimit } from "./multipart";
import {
  AddProductSchema,
  ADD_PRODUCT_BODY_LIMIT,
  BULK_IMPORT_BODY_LIMIT,
  DeleteProductSchema,
  PRODUCT_JSON_BODY_LIMIT,
  PRODUCT_MESSAGES,
  StockSchema,
  UpdateProductSchema,
} from "./products.schemas";
import { addProduct, deleteProduct, setProductStock, updateProduct } from "./products.service";

/**
 * The seller's product calls of SPEC §7, mounted beside the catalogue under /api/product.
 * The seller check runs before the body is read: a guest's upload is refused unread.
 */
const jsonLimit = uploadLimit(PRODUCT_JSON_BODY_LIMIT, PRODUCT_MESSAGES.JSON_TOO_LARGE);

let bulkImportRunning = false;
/** One bulk import at a time: each may hold up to BULK_IMPORT_BODY_LIMIT in memory. */
const oneBulkImportAtATime: MiddlewareHandler<AppEnv> = async (_c, next) => {
  if (bulkImportRunning) throw conflict(PRODUCT_MESSAGES.BULK_BUSY);
  bulkImportRunning = true;
  try {
    await next();
  } finally {
    bulkImportRunning = false;
  }
};

/**
 * Every bulk-import answer to a seller has the shape of SPEC §7 ({success, message, errors}):
 * refusals raised before validation (busy, too large, not multipart) get an empty list. (A
 * guest's or customer's 401/403 is the same as on every other seller call.)
 */
const bulkAnswerShape: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (body && !Array.isArray(body.errors)) {
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = new Response(JSON.stringify({ ...body, errors: [] }), {
      status: c.res.status,
      headers,
    });
  }
};

export const productAdminRoutes = new Hono<AppEnv>()
  .post(
    "/add",
    requireSeller,
    uploadLimit(ADD_PRODUCT_BODY_LIMIT, PRODUCT_MESSAGES.ADD_TOO_LARGE),
    async (c) => {
      const fields = await readMultipart(c);
      const input = await readProductData(c, AddProductSchema, fields);
      const product = await addProduct(c.var.deps, input, filesOf(fields, "images"));
      return c.json({ success: true, message: PRODUCT_MESSAGES.ADDED, product }, 201);
    },
  )
  .post("/update", requireSeller, jsonLimit, async (c) => {
    const input = await readProductData(c, UpdateProductSchema);
    const product = await updateProduct(c.var.deps.db, input);
    return c.json({ success: true, message: PRODUCT_MESSAGES.UPDATED, product });
  })
  .post("/stock", requireSeller, jsonLimit, async (c) => {
    const { id, inStock } = await parseJsonBody(c, StockSchema);
    const product = await setProductStock(c.var.deps.db, id, inStock);
    const message = inStock ? nowInStock(product.name) : markedOutOfStock(product.name);
    return c.json({ success: true, message, product });
  })
  .post("/delete", requireSeller, jsonLimit, async (c) => {
    const { id } = await parseJsonBody(c, DeleteProductSchema);
    const product = await deleteProduct(c.var.deps, id);
    return c.json({
      success: true,
      message: PRODUCT_MESSAGES.DELETED,
      product: { _id: product._id, name: product.name },
    });
  })
  .post(
    "/bulk-import",
    requireSeller,
    bulkAnswerShape,
    oneBulkImportAtATime,
    uploadLimit(BULK_IMPORT_BODY_LIMIT, PRODUCT_MESSAGES.BULK_TOO_LARGE),
    async (c) => {
      const fields = await readMultipart(c);
      const outcome = await bulkImportProducts(c.var.deps, {
        productData: firstValue(fields, "productData"),
        images: filesOf(fields, "images"),
      });
      const noun = outcome.imported === 1 ? "product" : "products";
      return c.json(
        {
          success: true,
          message: `Successfully imported ${outcome.imported} ${noun}`,
          errors: [],
          ...outcome,
        },
        201,
      );
    },
  );

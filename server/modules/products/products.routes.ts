import { Hono, type MiddlewareHandler } from "hono";
import { markedOutOfStock, nowInStock } from "@domain/messages";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { conflict } from "../../http/errors";
import { parseJsonBody, parseQuery } from "../../http/validate";
import { SellerListQuerySchema, sellerProductList } from "./seller-list.service";
import { bulkImportProducts } from "./bulk-import.service";
import {
  filesOf,
  firstValue,
  isMultipartRequest,
  readMultipart,
  readProductData,
  uploadLimit,
} from "./multipart";
import {
  AddProductSchema,
  ADD_PRODUCT_BODY_LIMIT,
  bulkTooLargeMessage,
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

/**
 * One bulk import at a time, across every instance sharing the database (server/platform/locks):
 * the second gets the "already running" answer at once.
 */
export const oneBulkImportAtATime: MiddlewareHandler<AppEnv> = async (c, next) => {
  const outcome = await c.var.deps.platform.locks.tryWithLock("bulk-import", () => next());
  if (!outcome.acquired) throw conflict(PRODUCT_MESSAGES.BULK_BUSY);
};

/** BULK_IMPORT_MAX_MB: the declared length is checked first, then the bytes as they stream in. */
export const bulkImportSizeLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const mb = c.var.deps.env.BULK_IMPORT_MAX_MB;
  return uploadLimit(mb * 1024 * 1024, bulkTooLargeMessage(mb))(c, next);
};

/** Update: a JSON body is a few kilobytes; a form may carry up to four new photos. */
const updateLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  /^multipart\//i.test(c.req.header("content-type") ?? "")
    ? uploadLimit(ADD_PRODUCT_BODY_LIMIT, PRODUCT_MESSAGES.UPDATE_TOO_LARGE)(c, next)
    : jsonLimit(c, next);

/**
 * Every bulk-import answer to a seller has the shape of SPEC §7 ({success, message, errors}):
 * refusals raised before validation (busy, too large, not multipart) get an empty list. (A
 * guest's or customer's 401/403 is the same as on every other seller call.)
 */
export const bulkAnswerShape: MiddlewareHandler<AppEnv> = async (c, next) => {
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
  .post("/update", requireSeller, updateLimit, async (c) => {
    const fields = isMultipartRequest(c) ? await readMultipart(c) : undefined;
    const input = await readProductData(c, UpdateProductSchema, fields);
    const product = await updateProduct(c.var.deps, input, fields ? filesOf(fields, "images") : []);
    return c.json({ success: true, message: PRODUCT_MESSAGES.UPDATED, product });
  })
  .get("/seller-list", requireSeller, async (c) => {
    const query = parseQuery(c, SellerListQuerySchema);
    const page = await sellerProductList(c.var.deps.db, query, c.var.deps.env.LOW_STOCK_THRESHOLD);
    return c.json({ success: true, message: "Products fetched", ...page });
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
    bulkImportSizeLimit,
    oneBulkImportAtATime,
    async (c) => {
      const fields = await readMultipart(c);
      const outcome = await bulkImportProducts(c.var.deps, {
        productData: firstValue(fields, "productData"),
        images: filesOf(fields, "images"),
        maxProducts: c.var.deps.env.BULK_IMPORT_MAX_PRODUCTS,
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

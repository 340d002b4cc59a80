import { Hono, type MiddlewareHandler } from "hono";
import { markedOutOfStock, nowInStock } from "@domain/messages";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { parseJsonBody, parseQuery } from "../../http/validate";
import { catalogueCache } from "../../platform/cache";
import { SellerListQuerySchema, sellerProductList } from "./seller-list.service";
import { filesOf, isMultipartRequest, readMultipart, uploadLimit } from "../../http/multipart";
import { readProductData } from "./product-data";
import {
  AddProductSchema,
  ADD_PRODUCT_BODY_LIMIT,
  DeleteProductSchema,
  PRODUCT_JSON_BODY_LIMIT,
  PRODUCT_MESSAGES,
  StockSchema,
  UpdateProductSchema,
} from "./products.schemas";
import { sellerActor } from "../activity/product-activity";
import { addProduct, deleteProduct, setProductStock, updateProduct } from "./products.service";

/**
 * The seller's product calls of SPEC §7, mounted beside the catalogue under /api/product.
 * The seller check runs before the body is read: a guest's upload is refused unread.
 */
const jsonLimit = uploadLimit(PRODUCT_JSON_BODY_LIMIT, PRODUCT_MESSAGES.JSON_TOO_LARGE);

/** Update: a JSON body is a few kilobytes; a form may carry up to four new photos. */
const updateLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  /^multipart\//i.test(c.req.header("content-type") ?? "")
    ? uploadLimit(ADD_PRODUCT_BODY_LIMIT, PRODUCT_MESSAGES.UPDATE_TOO_LARGE)(c, next)
    : jsonLimit(c, next);

/**
 * A seller's change drops this instance's cached catalogue answers (counts, page positions)
 * as soon as it has committed, so the list the seller reads next is exact; other instances
 * drop theirs on the trigger's NOTIFY (server/platform/cache.ts).
 */
const dropCachedCatalogue: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== "GET") catalogueCache(c.var.deps.platform.bus).invalidate();
};

export const productAdminRoutes = new Hono<AppEnv>()
  .use(dropCachedCatalogue)
  .post(
    "/add",
    requireSeller,
    uploadLimit(ADD_PRODUCT_BODY_LIMIT, PRODUCT_MESSAGES.ADD_TOO_LARGE),
    async (c) => {
      const fields = await readMultipart(c);
      const input = await readProductData(c, AddProductSchema, fields);
      const product = await addProduct(
        c.var.deps,
        input,
        filesOf(fields, "images"),
        sellerActor(c.var.seller),
      );
      return c.json({ success: true, message: PRODUCT_MESSAGES.ADDED, product }, 201);
    },
  )
  .post("/update", requireSeller, updateLimit, async (c) => {
    const fields = isMultipartRequest(c) ? await readMultipart(c) : undefined;
    const input = await readProductData(c, UpdateProductSchema, fields);
    const uploads = fields ? filesOf(fields, "images") : [];
    const product = await updateProduct(c.var.deps, input, uploads, sellerActor(c.var.seller));
    return c.json({ success: true, message: PRODUCT_MESSAGES.UPDATED, product });
  })
  .get("/seller-list", requireSeller, async (c) => {
    const query = parseQuery(c, SellerListQuerySchema);
    const page = await sellerProductList(
      c.var.deps.db,
      query,
      c.var.deps.env.LOW_STOCK_THRESHOLD,
      catalogueCache(c.var.deps.platform.bus),
    );
    return c.json({ success: true, message: "Products fetched", ...page });
  })
  .post("/stock", requireSeller, jsonLimit, async (c) => {
    const { id, inStock } = await parseJsonBody(c, StockSchema);
    const product = await setProductStock(c.var.deps.db, id, inStock, sellerActor(c.var.seller));
    const message = inStock ? nowInStock(product.name) : markedOutOfStock(product.name);
    return c.json({ success: true, message, product });
  })
  .post("/delete", requireSeller, jsonLimit, async (c) => {
    const { id } = await parseJsonBody(c, DeleteProductSchema);
    const product = await deleteProduct(c.var.deps, id, sellerActor(c.var.seller));
    return c.json({
      success: true,
      message: PRODUCT_MESSAGES.DELETED,
      product: { _id: product._id, name: product.name },
    });
  });

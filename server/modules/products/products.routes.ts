import { Hono, type MiddlewareHandler } from "hono";
import { markedOutOfStock, nowInStock } from "@domain/messages";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { conflict, errorBody } from "../../http/errors";
import { parseJsonBody, parseQuery } from "../../http/validate";
import { catalogueCache } from "../../platform/cache";
import { SellerListQuerySchema, sellerProductList } from "./seller-list.service";
import { isJsonFileType } from "@domain/image-files";
import { progressAnswer, wantsProgress } from "./bulk-import-progress";
import {
  bulkImportProducts,
  refuseTooManyProducts,
  type BulkImportOutcome,
} from "./bulk-import.service";
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
  MiB,
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
 * The import lock of a request whose answer is streamed: its handler frees it when the import
 * is over (the middleware frees every other request's lock when it has answered).
 */
const heldImportLock = new WeakMap<object, { free: () => Promise<void>; streamed: boolean }>();

/**
 * One bulk import at a time, across every instance sharing the database (server/platform/locks):
 * the second gets the "already running" answer at once. A streamed answer (?progress=1) keeps
 * the lock until its import is over, not just until its first line.
 */
export const oneBulkImportAtATime: MiddlewareHandler<AppEnv> = async (c, next) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let run!: Promise<unknown>;
  const acquired = new Promise<boolean>((resolve, reject) => {
    run = c.var.deps.platform.locks.tryWithLock("bulk-import", async () => {
      resolve(true);
      await released;
    });
    run.then((outcome) => {
      if (!(outcome as { acquired: boolean }).acquired) resolve(false);
    }, reject);
  });
  if (!(await acquired)) throw conflict(PRODUCT_MESSAGES.BULK_BUSY);
  const lock = {
    free: async () => {
      release();
      await run.catch(() => {});
    },
    streamed: false,
  };
  heldImportLock.set(c, lock);
  try {
    await next();
  } finally {
    if (!lock.streamed) await lock.free();
  }
};

/**
 * BULK_IMPORT_MAX_MB: a declared length over it is refused before anything is read; the bytes
 * of a body that declares none are counted as they stream in (readMultipart's maxBytes).
 */
export const bulkImportDeclaredSize: MiddlewareHandler<AppEnv> = async (c, next) => {
  const mb = c.var.deps.env.BULK_IMPORT_MAX_MB;
  const declared = c.req.header("content-length");
  if (declared !== undefined && !c.req.header("transfer-encoding") && Number(declared) > mb * MiB)
    return c.json(errorBody(bulkTooLargeMessage(mb)), 413);
  await next();
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
  const res = c.res;
  if (res.status < 400 || !/^application\/json/i.test(res.headers.get("content-type") ?? ""))
    return;
  // Read once and answered anew, never through clone(): a clone's original shares its tee'd
  // stream with the answer Hono passes on, and undici cancels that stream when the original
  // is garbage collected ("Body has already been read", seen once in a test run).
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON after all: passed on as it came.
  }
  const shaped =
    body && typeof body === "object" && !Array.isArray((body as { errors?: unknown }).errors)
      ? JSON.stringify({ ...body, errors: [] })
      : text;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  c.res = new Response(shaped, { status: res.status, statusText: res.statusText, headers });
};

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
    bulkImportDeclaredSize,
    oneBulkImportAtATime,
    async (c) => {
      const { env } = c.var.deps;
      const fields = await readMultipart(c, {
        maxBytes: env.BULK_IMPORT_MAX_MB * MiB,
        tooLargeMessage: bulkTooLargeMessage(env.BULK_IMPORT_MAX_MB),
        // Too many products is refused as soon as productData has arrived (it comes first).
        onField: (name, value) => {
          if (name === "productData") refuseTooManyProducts(value, env.BULK_IMPORT_MAX_PRODUCTS);
        },
        onFile: async (name, file) => {
          const type = (file.type.split(";")[0] ?? "").trim().toLowerCase();
          const json = type === "" || type === "application/octet-stream" || isJsonFileType(type);
          if (name === "productData" && json)
            refuseTooManyProducts(await file.text(), env.BULK_IMPORT_MAX_PRODUCTS);
        },
      });
      const request = {
        productData: firstValue(fields, "productData"),
        images: filesOf(fields, "images"),
        maxProducts: env.BULK_IMPORT_MAX_PRODUCTS,
      };
      const answer = (outcome: BulkImportOutcome) => {
        const noun = outcome.imported === 1 ? "product" : "products";
        return {
          success: true,
          message: `Successfully imported ${outcome.imported} ${noun}`,
          errors: [],
          ...outcome,
        };
      };
      if (!wantsProgress(c))
        return c.json(answer(await bulkImportProducts(c.var.deps, request)), 201);
      const lock = heldImportLock.get(c);
      if (lock) lock.streamed = true;
      return progressAnswer(
        c,
        async (onProgress) =>
          answer(await bulkImportProducts(c.var.deps, { ...request, onProgress })),
        201,
        async () => lock?.free(),
      );
    },
  );

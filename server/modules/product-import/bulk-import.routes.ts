import { Hono, type MiddlewareHandler } from "hono";
import { importCountsSummary } from "@domain/bulk-import";
import { isJsonFileType } from "@domain/image-files";
import type { AppEnv } from "../../http/app-env";
import { requireSeller } from "../../http/auth";
import { conflict, errorBody } from "../../http/errors";
import { filesOf, firstValue, readMultipart } from "../../http/multipart";
import { bulkTooLargeMessage, MiB, PRODUCT_MESSAGES } from "../products/products.schemas";
import { sellerActor } from "../activity/product-activity";
import { progressAnswer, wantsProgress } from "./bulk-import-progress";
import {
  bulkImportProducts,
  refuseTooManyProducts,
  type BulkImportOutcome,
} from "./bulk-import.service";

/**
 * The JSON bulk import of SPEC §7 (POST /api/product/bulk-import), and the guards it shares with
 * the spreadsheet import: one import at a time, the declared size, the answer's shape.
 * Mounted under /api/product after the product calls, so their catalogue-cache drop covers it.
 */

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

export const bulkImportRoutes = new Hono<AppEnv>().post(
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
      actor: sellerActor(c.var.seller),
    };
    const answer = (outcome: BulkImportOutcome) => {
      const noun = outcome.imported === 1 ? "product" : "products";
      return {
        success: true,
        message: `Successfully imported ${outcome.imported} ${noun}`,
        errors: [],
        ...outcome,
        summary: importCountsSummary(outcome),
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

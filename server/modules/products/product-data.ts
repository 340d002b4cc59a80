import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { badRequest, HttpError } from "../../http/errors";
import {
  firstValue,
  isMultipartRequest,
  readMultipart,
  type MultipartFields,
} from "../../http/multipart";
import { isJsonContentType, parseWith } from "../../http/validate";
import { PRODUCT_MESSAGES } from "./products.schemas";

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(PRODUCT_MESSAGES.PRODUCT_DATA_NOT_JSON);
  }
}

/**
 * The productData of a product call: a multipart field holding JSON text (SPEC §7), or,
 * for scripts, an application/json body that is either `{productData}` or the data itself.
 * Anything else is refused with 415.
 */
export async function readProductData<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  fields?: MultipartFields,
): Promise<z.infer<S>> {
  let raw: unknown;
  if (fields || isMultipartRequest(c)) {
    const value = firstValue(fields ?? (await readMultipart(c)), "productData");
    if (value === undefined || value === "")
      throw badRequest(PRODUCT_MESSAGES.PRODUCT_DATA_REQUIRED);
    raw = parseJsonText(typeof value === "string" ? value : await value.text());
  } else {
    // Not a form: only a body declared as JSON is read (a cross-site form cannot declare it).
    if (!isJsonContentType(c)) throw new HttpError(415, PRODUCT_MESSAGES.NOT_MULTIPART_OR_JSON);
    const body = parseJsonText(await c.req.text().catch(() => ""));
    raw =
      body && typeof body === "object" && "productData" in body
        ? (body as { productData: unknown }).productData
        : body;
    if (typeof raw === "string") raw = parseJsonText(raw);
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    throw badRequest(PRODUCT_MESSAGES.PRODUCT_DATA_NOT_JSON);
  return parseWith(schema, raw);
}

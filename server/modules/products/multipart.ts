import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../../http/app-env";
import { badRequest, errorBody, HttpError } from "../../http/errors";
import { isJsonContentType, parseWith } from "../../http/validate";
import type { z } from "zod";
import { PRODUCT_MESSAGES } from "./products.schemas";

/** Every value of every field, in the order sent (a field may repeat: "images"). */
export type MultipartFields = Record<string, (string | File)[]>;

/** A body limit answering the store's `{success:false, message}` with 413. */
export function uploadLimit(maxSize: number, message: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize, onError: (c) => c.json(errorBody(message), 413) });
}

export const isMultipartRequest = (c: Context) =>
  /^multipart\/form-data\s*(;|$)/i.test(c.req.header("content-type") ?? "");

/**
 * Parses a multipart body with Hono (the whole body is in memory: the route's body limit
 * bounds it). The raw copy Hono caches beside the parsed files is dropped at once, so a
 * large upload is held once, not twice, while its images are processed.
 */
export async function readMultipart(c: Context<AppEnv>): Promise<MultipartFields> {
  if (!isMultipartRequest(c)) throw badRequest(PRODUCT_MESSAGES.NOT_MULTIPART);
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch (err) {
    if (err instanceof HTTPException) throw err;
    throw badRequest(PRODUCT_MESSAGES.UNREADABLE_UPLOAD);
  } finally {
    delete c.req.bodyCache.arrayBuffer;
  }
  const fields: MultipartFields = Object.create(null);
  for (const [key, value] of Object.entries(body)) {
    const name = key.replace(/\[\]$/, ""); // "images[]" and "images" are one field
    fields[name] = [...(fields[name] ?? []), ...[value].flat()];
  }
  return fields;
}

export function filesOf(fields: MultipartFields, name: string): File[] {
  return (fields[name] ?? []).filter((v): v is File => typeof v !== "string");
}

export function firstValue(fields: MultipartFields, name: string): string | File | undefined {
  return fields[name]?.[0];
}

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

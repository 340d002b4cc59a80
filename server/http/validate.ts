import type { Context } from "hono";
import { z } from "zod";
import { badRequest, describeZodError, HttpError } from "./errors";

export const VALIDATION_MESSAGES = {
  NOT_JSON_CONTENT_TYPE: "Please send the request body as JSON (Content-Type: application/json)",
  INVALID_JSON: "Request body must be valid JSON",
  NOT_AN_OBJECT: "Request body must be a JSON object",
  NUL_IN_TEXT: "Text must not contain NUL characters",
} as const;

/** application/json, or any `+json` type, with or without parameters (charset). */
export const isJsonContentType = (c: Context) =>
  /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(c.req.header("content-type") ?? "");

/**
 * Reads a JSON body and parses it with a schema; any failure is a 4xx naming the field.
 * The body must be declared as JSON: a cross-site form can send `text/plain` or
 * `application/x-www-form-urlencoded` without a preflight, never `application/json`, so a
 * forged login or register (which would set a session cookie) is refused unread.
 */
export async function parseJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.infer<S>> {
  if (!isJsonContentType(c)) throw new HttpError(415, VALIDATION_MESSAGES.NOT_JSON_CONTENT_TYPE);
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest(VALIDATION_MESSAGES.INVALID_JSON);
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw badRequest(VALIDATION_MESSAGES.NOT_AN_OBJECT);
  }
  return parseWith(schema, raw);
}

/**
 * The path of the first text in `value` (a string, or an object key) holding U+0000, or
 * null. PostgreSQL's text and jsonb cannot store NUL, so such input must be refused here,
 * naming the field, rather than fail in the database as a 500. Walks without recursion.
 */
export function findNulText(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes("\u0000")) return path;
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  const nulAt = findNulText(parsed.data);
  if (nulAt) {
    const field = nulAt.map(String).join(".");
    throw badRequest(
      field ? `${field}: ${VALIDATION_MESSAGES.NUL_IN_TEXT}` : VALIDATION_MESSAGES.NUL_IN_TEXT,
    );
  }
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

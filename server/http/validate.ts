import type { Context } from "hono";
import { z } from "zod";
import { badRequest, describeZodError } from "./errors";

/** Reads a JSON body and parses it with a schema; any failure is a 400 naming the field. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  return parseWith(schema, raw);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

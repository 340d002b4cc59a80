import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DrizzleQueryError } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { logger } from "../lib/logger";

/** An error with a status and a message safe to show the shopper or seller. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The first zod issue as one sentence naming the field, e.g. "price: Expected number". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.map(String).join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A client-sent value as a message may echo it: at most `max` characters (then "…"), so a
 * 10 000-character id or status never makes a 10 000-character message.
 */
export function echoInput(value: string, max = 60): string {
  const chars = [...value];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : value;
}

export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { success: false as const, message, ...extra };
}

/**
 * What the log keeps of an unexpected error. A failed query's own message lists its
 * parameters (emails, addresses, password hashes): the log gets the SQL and the database's
 * reason instead.
 */
export function errorForLog(err: unknown): { error: string; cause?: string; stack?: string } {
  if (err instanceof DrizzleQueryError) {
    const error = `Failed query: ${err.query}`;
    return { error, cause: String(err.cause), stack: err.stack?.replace(err.message, error) };
  }
  return { error: String(err), stack: (err as Error)?.stack };
}

/** The one place errors become responses: `{success:false, message}`, never a stack trace. */
export function handleError(err: unknown, c: Context) {
  if (err instanceof HttpError) return c.json(errorBody(err.message, err.extra), err.status);
  if (err instanceof z.ZodError) return c.json(errorBody(describeZodError(err)), 400);
  // Hono's own HTTPException (body limit, malformed JSON in validators, ...)
  if (err instanceof HTTPException && err.status >= 400 && err.status < 500) {
    return c.json(errorBody(err.message || "Bad request"), err.status as ContentfulStatusCode);
  }
  // The log line carries the request id like every other (the logger reads it from the scope).
  logger.error("unexpected error", {
    requestId: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    ...errorForLog(err),
  });
  return c.json(errorBody("Something went wrong on our side. Please try again."), 500);
}

import type { z } from "zod";

/**
 * One call of the JSON API as the OpenAPI document (/api/openapi.json) describes it. Each
 * module lists its calls in `<module>.openapi.ts` as `ApiOperation[]`, built from the same
 * zod schemas its routes validate with; server/openapi/operations.ts gathers them.
 */
export type ApiAccess = "public" | "customer" | "seller" | "customer-or-seller";

export interface ApiOperation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form, e.g. "/api/order/status-history/{orderId}". */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  access: ApiAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The request body schema, and how it is sent. */
  body?: z.ZodType;
  bodyType?: "json" | "multipart";
  /** The success answer. */
  response?: z.ZodType;
  /** Media type of the success answer when it is not JSON (an event stream, a CSV file). */
  responseType?: "application/json" | "text/event-stream" | "text/csv" | "text/html";
  successStatus?: number;
  /**
   * Refusals particular to this call (status → when), beyond 400/401/403 from access. A 400
   * given here replaces the generic one. A refusal whose body carries more than
   * `{ success, message, code }` names those fields, so a client reads them from the document.
   */
  errors?: Partial<Record<number, string | ApiErrorAnswer>>;
}

export interface ApiErrorAnswer {
  description: string;
  /** Fields this status's refusals add to the error envelope (each present in some of them). */
  fields: z.ZodRawShape;
}

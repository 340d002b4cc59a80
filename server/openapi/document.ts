import { z } from "zod";
import type { Env } from "../env";
import { ErrorSchema } from "./common";
import { API_OPERATIONS } from "./operations";
import type { ApiAccess, ApiErrorAnswer, ApiOperation } from "./registry";

/**
 * The OpenAPI 3.1 document of the JSON API, built from the zod schemas the routes validate
 * with (z.toJSONSchema). Built once per process and settings.
 */
type Json = Record<string, unknown>;

const SECURITY: Record<Exclude<ApiAccess, "public">, Json[]> = {
  customer: [{ bearer: [] }, { customerCookie: [], xsrf: [] }],
  seller: [{ bearer: [] }, { sellerToken: [] }, { sellerCookie: [], xsrf: [] }],
  "customer-or-seller": [
    { bearer: [] },
    { sellerToken: [] },
    { customerCookie: [], xsrf: [] },
    { sellerCookie: [], xsrf: [] },
  ],
};

/** JSON Schema of a zod schema; named schemas go to `components`, referenced by $ref. */
function toSchema(schema: z.ZodType, io: "input" | "output", components: Json): Json {
  const json = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    reused: "inline",
    override: (ctx) => {
      // Clients should tolerate a field added later: no additionalProperties: false. A
      // record's additionalProperties is the type of its values and stays.
      const json = ctx.jsonSchema as Json;
      if (json.additionalProperties === false) delete json.additionalProperties;
    },
  }) as Json;
  return liftDefs(json, components);
}

/** Moves `$defs` (the `.meta({ id })` schemas) into components and rewrites the refs. */
function liftDefs(json: Json, components: Json): Json {
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  delete json.$schema;
  for (const [name, def] of Object.entries(defs)) components[name] ??= rewriteRefs(def);
  return rewriteRefs(json) as Json;
}

function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (value && typeof value === "object") {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")
          ? `#/components/schemas/${v.slice("#/$defs/".length)}`
          : rewriteRefs(v);
    }
    return out as T;
  }
  return value;
}

function parameters(op: ApiOperation, components: Json): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ["path", op.params],
    ["query", op.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, "input", components);
    const props = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, s] of Object.entries(props)) {
      out.push({ name, in: where, required: where === "path" || required.has(name), schema: s });
    }
  }
  if (op.method === "post" && op.path === "/api/order/cod") {
    out.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description: "Retrying with the same key answers the first order instead of a second",
      schema: { type: "string", maxLength: 100 },
    });
  }
  return out;
}

function requestBody(op: ApiOperation, components: Json): Json | undefined {
  if (!op.body) return undefined;
  const schema = toSchema(op.body, "input", components);
  if (op.bodyType === "multipart") {
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["productData"],
            properties: {
              productData: {
                type: "string",
                description: "JSON text of this schema",
                contentMediaType: "application/json",
                contentSchema: schema,
              },
              images: { type: "array", items: { type: "string", contentMediaType: "image/*" } },
            },
          },
        },
      },
    };
  }
  return { required: true, content: { "application/json": { schema } } };
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };

/** A refusal: the error envelope, with the fields this one adds when it adds any. */
function errorAnswer(answer: string | ApiErrorAnswer, components: Json): Json {
  if (typeof answer === "string")
    return { description: answer, content: { "application/json": { schema: ERROR_REF } } };
  const extra = toSchema(z.object(answer.fields).partial(), "output", components);
  return {
    description: answer.description,
    content: { "application/json": { schema: { allOf: [ERROR_REF, extra] } } },
  };
}

function responses(op: ApiOperation, components: Json): Json {
  const type = op.responseType ?? "application/json";
  const success: Json = { description: op.summary };
  if (op.response)
    success.content = { [type]: { schema: toSchema(op.response, "output", components) } };
  const out: Json = { [String(op.successStatus ?? 200)]: success };
  out["400"] = errorAnswer("Invalid input: the message names the field", components);
  if (op.access !== "public") {
    out["401"] = errorAnswer("Not logged in, or the token is invalid or expired", components);
    out["403"] = errorAnswer(
      "Logged in with the other role, a back-office role without this permission, or the XSRF check failed",
      components,
    );
  }
  for (const [status, answer] of Object.entries(op.errors ?? {})) {
    // A 304 (the client's copy is current) has no body.
    if (Number(status) < 400)
      out[status] = { description: typeof answer === "string" ? answer : answer?.description };
    else out[status] = errorAnswer(answer ?? "Refused", components);
  }
  out["500"] = errorAnswer("Unexpected failure", components);
  return out;
}

export function buildOpenApiDocument(env: Pick<Env, "PUBLIC_URL">): Json {
  const components: Json = {};
  liftDefs(
    z.toJSONSchema(z.object({ e: ErrorSchema }), { target: "draft-2020-12" }) as Json,
    components,
  );
  const paths: Record<string, Json> = {};
  for (const op of API_OPERATIONS) {
    const entry: Json = {
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: op.tags,
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string) => (ch ?? "").toUpperCase())}`,
      parameters: parameters(op, components),
      responses: responses(op, components),
      "x-access": op.access,
    };
    const body = requestBody(op, components);
    if (body) entry.requestBody = body;
    // A public call says so: an empty list, rather than no list, which reads as "not stated".
    entry.security = op.access === "public" ? [] : SECURITY[op.access];
    (paths[op.path] ??= {})[op.method] = entry;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Sorsogon mini-mart store API",
      version: "1",
      description:
        "Every failure answers { success: false, message }. Writes authenticated by a session cookie must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN (allowed origins read it from the X-XSRF-TOKEN response header); Bearer calls need not.",
    },
    servers: [{ url: env.PUBLIC_URL ?? "/" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        sellerToken: { type: "apiKey", in: "header", name: "seller-token" },
        customerCookie: { type: "apiKey", in: "cookie", name: "minimart_token" },
        sellerCookie: { type: "apiKey", in: "cookie", name: "minimart_seller_token" },
        xsrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
      },
    },
  };
}

let cached: { key: string; body: string } | undefined;
/** The document as JSON text, built on first use. */
export function openApiJson(env: Pick<Env, "PUBLIC_URL">): string {
  const key = env.PUBLIC_URL ?? "";
  if (cached?.key !== key) cached = { key, body: JSON.stringify(buildOpenApiDocument(env)) };
  return cached.body;
}

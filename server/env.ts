import { z } from "zod";

/**
 * The environment, parsed once. No other module reads process.env: they receive
 * this object (or the parts they need) so tests can build an app with any settings.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SELLER_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SELLER_PASSWORD: z
    .string()
    .min(8)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Skip the demo catalogue on first start (an empty store). */
  SEED_DEMO: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /** Set when the store sits behind a TLS-terminating proxy: cookies get the Secure flag. */
  COOKIE_SECURE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
  /**
   * How many reverse proxies in front of the store append to X-Forwarded-For. 0 (default):
   * the socket address is the client. Behind one proxy, 1: its entry names the client.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The store's public address (https://shop.example): share links (Open Graph, canonical),
   * and media URLs and links in API answers become absolute; else the request's origin.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, "PUBLIC_URL must be an http(s) URL")
    .transform((v) => v.replace(/\/+$/, ""))
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * An aerial imagery tile service for the store finder's Satellite and Hybrid views, as an
   * https XYZ template with {z}, {x} and {y} (and optionally {s}); unset: those views are not offered.
   */
  MAP_IMAGERY_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+$/, "MAP_IMAGERY_TILE_URL must be an https URL template")
    .refine((v) => ["{z}", "{x}", "{y}"].every((p) => v.includes(p)), {
      message: "MAP_IMAGERY_TILE_URL must contain {z}, {x} and {y}",
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Attribution shown on the map for the imagery provider (required by most providers). */
  MAP_IMAGERY_ATTRIBUTION: z.string().max(300).optional(),
  /** Tracked products with this many units or fewer are "Low stock" (seller list, "Only N left"). */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(100_000).default(5),
  /** A bulk import may hold at most this many products. */
  BULK_IMPORT_MAX_PRODUCTS: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** A bulk import's upload may be at most this many megabytes (checked before reading it all). */
  BULK_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(200),
  /**
   * The embedded database's shared buffers (PostgreSQL's shared_buffers, e.g. "8MB", "64MB"):
   * its pages beyond them come from the operating system's cache. 8 MB keeps an idle store
   * near 250 MB; a large catalogue may want more.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d{0,5}(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must be a size such as "8MB"')
    .default("8MB"),
  /**
   * An upload's decompressed size may be at most this many megabytes: a spreadsheet's unzipped
   * sheets, a CSV's text. A zip bomb is refused once it passes this, before it is parsed.
   */
  UPLOAD_MAX_DECOMPRESSED_MB: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Live event streams one signed-in session may hold open at once (the oldest is closed). */
  EVENT_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(5),
  /** Live event streams one client address may hold open at once (more get 429). */
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** A name for this instance: added to log lines and as an X-Instance response header. */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.-]{1,40}$/, "INSTANCE_ID: letters, digits, . _ - (at most 40)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Seconds in-flight requests get to finish after SIGTERM before connections are cut. */
  DRAIN_TIMEOUT: z.coerce.number().min(0).max(600).default(10),
  /**
   * Where uploaded images live: files under DATA_DIR/media, or the database (shared by every
   * instance). auto (default): database with DATABASE_URL, files with the embedded store.
   */
  MEDIA_STORE: z.enum(["auto", "files", "database"]).default("auto"),
  /** Bearer token that opens GET /metrics from other than loopback. */
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Accounts one client address may create in an hour. Shoppers on mobile data
   * often share one carrier address, so a busy store may raise it.
   */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Orders a customer may have that are neither Delivered nor Cancelled. */
  MAX_OPEN_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(5),
  /** Orders a customer may place in any 60 minutes. */
  MAX_ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(20),
  /**
   * The same as TRUST_PROXY_HOPS, by the name deploy guides use: "true"/"1" trusts one proxy,
   * a number that many, "false"/"0" none. TRUST_PROXY_HOPS wins when both are set.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be "true", "false" or a number of proxies')
    .optional()
    .transform((v) => (v === undefined || v === "false" ? 0 : v === "true" ? 1 : Number(v))),
  /**
   * Origins (scheme://host[:port], comma-separated) whose pages may call the API with
   * credentials (CORS). Empty by default: same origin only.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const part of v
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        let origin: string | undefined;
        try {
          const url = new URL(part);
          if (/^https?:$/.test(url.protocol) && url.origin === part.replace(/\/$/, ""))
            origin = url.origin;
        } catch {
          origin = undefined;
        }
        if (!origin) {
          ctx.addIssue({
            code: "custom",
            message: `"${part}" is not an origin like https://shop.example.com`,
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
});

/** The CSP source for an imagery tile template ("https://{s}.tiles.example/…" → "https://*.tiles.example"). */
export function tileTemplateOrigin(template: string | undefined): string[] {
  if (!template) return [];
  const url = new URL(template.replace(/\{s\}\./, "x.").replace(/\{[a-z]+\}/g, "0"));
  return [template.includes("{s}.") ? `${url.protocol}//*.${url.host.slice(2)}` : url.origin];
}

export type Env = z.infer<typeof EnvSchema>;

/**
 * systemd's EnvironmentFile= keeps whatever follows "=", so `COOKIE_SECURE=true  # behind HTTPS`
 * reaches the store as that whole text. Say so rather than leave the operator guessing; the
 * value itself is not echoed (it may be a password).
 */
function inlineCommentHint(value: string | undefined): string {
  return value !== undefined && /\s#/.test(value)
    ? ' (the value has " #" in it: a comment after a value is part of the value in an env file; put comments on lines of their own)'
    : "";
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message}${inlineCommentHint(source[String(i.path[0])])}`,
    );
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (parsed.data.SELLER_EMAIL && !parsed.data.SELLER_PASSWORD) {
    throw new Error("Invalid environment:\n  SELLER_PASSWORD is required when SELLER_EMAIL is set");
  }
  const env = parsed.data;
  if (!source.TRUST_PROXY_HOPS && env.TRUST_PROXY) env.TRUST_PROXY_HOPS = env.TRUST_PROXY;
  return env;
}

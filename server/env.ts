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
  /** Orders a customer may have that are neither Delivered nor Cancelled (decision 081). */
  MAX_OPEN_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(5),
  /** Orders a customer may place in any 60 minutes (decision 081). */
  MAX_ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(20),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (parsed.data.SELLER_EMAIL && !parsed.data.SELLER_PASSWORD) {
    throw new Error("Invalid environment:\n  SELLER_PASSWORD is required when SELLER_EMAIL is set");
  }
  return parsed.data;
}

import { randomFillSync } from "node:crypto";

const TOKEN_BYTES = 18;
const TOKENS_PER_FILL = 256;

/**
 * Random bytes drawn from the system's source in one call per many tokens (as node's own
 * randomUUID does), not one call per token: every first answer to a visitor without the cookie
 * (each call of a client that keeps no cookies) issues one. Each token's bytes are used once.
 */
const pool = Buffer.alloc(TOKEN_BYTES * TOKENS_PER_FILL);
let offset = pool.length;

/** A fresh double-submit XSRF token: 18 random bytes, base64url (24 characters). */
export function newXsrfToken(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString("base64url", offset, offset + TOKEN_BYTES);
  offset += TOKEN_BYTES;
  return token;
}

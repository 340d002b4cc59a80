import type { Context } from "hono";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESS_THRESHOLD, pickEncoding, type Encoding } from "../../http/compress";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * A JSON answer kept as bytes, with its ETag and its compressed forms made on first demand
 * (once, shared by every caller), so a cached answer costs a lookup and a write.
 */
export interface JsonBody {
  identity: Buffer;
  etag: string;
  encoded(encoding: Encoding): Promise<Buffer>;
  /** Estimated bytes held, for the cache's budget. */
  bytes(): number;
}

const LARGE = 1024 * 1024;

export function jsonBody(identity: Buffer): JsonBody {
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const made = new Map<Encoding, Promise<Buffer>>();
  let compressedBytes = 0;
  return {
    identity,
    etag,
    encoded(encoding) {
      let pending = made.get(encoding);
      if (!pending) {
        pending =
          encoding === "br"
            ? brotli(identity, {
                params: {
                  // A large body is built on a caller's time: the fastest levels (brotli 1 is about
                  // six times faster than 4 and within 3% of its size on the catalogue).
                  [constants.BROTLI_PARAM_QUALITY]: identity.length > LARGE ? 1 : 6,
                  [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                },
              })
            : gz(identity, { level: identity.length > LARGE ? 1 : 6 });
        pending.then(
          (b) => (compressedBytes += b.length),
          () => made.delete(encoding),
        );
        made.set(encoding, pending);
      }
      return pending;
    },
    bytes: () => identity.length + compressedBytes + 200,
  };
}

const etagMatches = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });

/**
 * Sends a cached body: 304 when the client's copy is current (If-None-Match), else the best
 * encoding. Like every API answer it is `Cache-Control: no-store` (server/app.ts): clients
 * that keep a copy themselves revalidate it with the ETag.
 */
export async function sendJsonBody(c: Context, body: JsonBody): Promise<Response> {
  const headers = new Headers({
    "Content-Type": "application/json; charset=UTF-8",
    ETag: body.etag,
    Vary: "Accept-Encoding",
  });
  if (etagMatches(c.req.header("if-none-match"), body.etag))
    return new Response(null, { status: 304, headers });
  const encoding =
    body.identity.length >= COMPRESS_THRESHOLD
      ? pickEncoding(c.req.header("accept-encoding"))
      : undefined;
  const bytes = encoding ? await body.encoded(encoding) : body.identity;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(bytes.length));
  const payload = c.req.method === "HEAD" ? null : (bytes as unknown as BodyInit);
  return new Response(payload, { status: 200, headers });
}

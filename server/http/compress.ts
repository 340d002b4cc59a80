import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Below this, compressing costs more than it saves (bodies whose length is known). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli at quality 5 compresses a 128 KB page in about a millisecond, as fast as gzip, and
 * about a quarter smaller. Its 4 MB window lets the page's data at the end
 * refer back to the same names and addresses in the markup, which gzip's 32 KB cannot.
 */
const BROTLI_QUALITY = 5;

/**
 * Answers for the Accept-Encoding values seen: browsers send a handful of fixed strings, so
 * each is parsed once. Bounded, so odd values sent on purpose cannot grow it.
 */
const picked = new Map<string, Encoding | undefined>();
const PICKED_MAX = 64;

/** The best encoding the client accepts: br, then gzip; none when it accepts neither. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (picked.has(header)) return picked.get(header);
  const encoding = parseAcceptEncoding(header);
  if (picked.size < PICKED_MAX && header.length <= 200) picked.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  if (of("br") > 0 && of("br") >= of("gzip")) return "br";
  if (of("gzip") > 0) return "gzip";
  return undefined;
}

/**
 * Compresses a body as it streams. Whatever has arrived is sent on as soon as the source
 * pauses (a page whose data is still to come shows its first part), not held until the end;
 * a burst of chunks written together is compressed as one.
 */
export function encodeStream(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
  sizeHint?: number,
): ReadableStream<Uint8Array> {
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const encoder =
    encoding === "br"
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
          },
        })
      : createGzip();
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let pause: NodeJS.Immediate | undefined;
  source.on("data", () => {
    clearImmediate(pause);
    pause = setImmediate(() => {
      if (!encoder.destroyed && !encoder.writableEnded) encoder.flush(flushKind);
    });
  });
  source.pipe(encoder);
  // A render that fails ends the answer with its error.
  source.on("error", (error) => encoder.destroy(error));
  // A client that goes away cancels the output, which destroys the encoder with an AbortError.
  // The render is then told to stop, without an error: the page's own stream would have to
  // throw it (app/lib/script-priority.ts).
  encoder.on("error", () => source.destroy());
  encoder.on("close", () => {
    clearImmediate(pause);
    if (!source.readableEnded) source.destroy();
  });
  return Readable.toWeb(encoder) as unknown as ReadableStream<Uint8Array>;
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Whether an answer may be compressed, judged by its headers and status alone: reading `body`
 * of an answer made from bytes would turn them into a web stream, piped to the socket chunk by
 * chunk, even when nothing is compressed (the answer already is, or the client asks for none).
 */
function compressibleByHeaders(method: string, res: Response): boolean {
  const { headers } = res;
  const length = headers.get("Content-Length");
  return (
    method !== "HEAD" &&
    res.status !== 206 &&
    res.status !== 204 &&
    res.status !== 304 &&
    !headers.has("Content-Encoding") &&
    !headers.has("Transfer-Encoding") &&
    !(length !== null && Number(length) < COMPRESS_THRESHOLD) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("Content-Type") ?? "") &&
    !NO_TRANSFORM.test(headers.get("Cache-Control") ?? "")
  );
}

/**
 * Compresses pages, JSON and text for clients that accept it: brotli when they do (every
 * current browser), else gzip. Bodies a route has compressed itself (the cached catalogue),
 * event streams, images and small bodies go as they are.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!compressibleByHeaders(c.req.method, res)) return;
    // A stated length (at least the threshold, by now) says there is a body without reading it.
    if (!res.headers.has("Content-Length") && res.body === null) return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ""))
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = pickEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !res.body) return;
    const length = Number(res.headers.get("Content-Length")) || undefined;
    c.res = new Response(encodeStream(res.body, encoding, length), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}

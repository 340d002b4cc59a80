import { brotliDecompressSync } from "node:zlib";
import { pickEncoding } from "../http/compress";
import type { Bus } from "../platform/bus";
import { createVersionedCache, type VersionedCache } from "../platform/cache";
import { compressWithHoles, fillHoles, type BrotliWithHoles } from "./brotli-holes";

/**
 * Whole pages a guest sees, kept per catalogue version: every product change (from any
 * instance, heard on the bus like the catalogue's own cache) drops them all, and a write
 * answered by this instance has been heard before its answer leaves (the read-your-writes
 * middleware syncs the same channel). A page is kept without its nonce: the bytes are cut where
 * the nonce was and each request's nonce is put back in. Brotli clients get bytes compressed
 * once, with the nonces as stored blocks; others get the page and the usual compression.
 */
export interface PageCache {
  /**
   * The page for `key` with `nonce` in it: from the cache, or rendered by `render` (streamed as
   * it renders, and kept when it is a whole, fault-free 200 HTML page).
   */
  serve(page: PageRequest, render: () => Promise<Response>): Promise<Response>;
  stats(): { entries: number; bytes: number; generation: number };
  close(): Promise<void>;
}

export interface PageRequest {
  /** Everything the page depends on besides the catalogue and the nonce. */
  key: string;
  nonce: string;
  acceptEncoding?: string;
  /** True once the render reported a fault: such a page is sent but not kept. */
  faulted: () => boolean;
}

interface KeptPage {
  status: number;
  headers: [string, string][];
  /** Compressed with holes for the nonce, when that decoded back to the page. */
  br?: BrotliWithHoles;
  /** Else the page's bytes cut at its nonces. */
  segments?: Buffer[];
}

/** A render not worth keeping (not a 200 HTML page, a cookie, a fault): rendered each time. */
const NOT_KEPT = Symbol("not kept");
type Kept = KeptPage | typeof NOT_KEPT;

/** The default memory bound: a compressed product page is about 30 KB. */
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;

function keepable(res: Response): boolean {
  return (
    res.status === 200 &&
    res.body !== null &&
    /^text\/html/i.test(res.headers.get("Content-Type") ?? "") &&
    !res.headers.has("Set-Cookie") &&
    !res.headers.has("Content-Encoding")
  );
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(value);
  }
}

/** `page` cut at every occurrence of `nonce`. */
export function cutAt(page: Buffer, nonce: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(nonce); at >= 0; at = page.indexOf(nonce, from)) {
    segments.push(page.subarray(from, at));
    from = at + nonce.length;
  }
  segments.push(page.subarray(from));
  return segments;
}

function joinWith(segments: Buffer[], nonce: Buffer): Buffer {
  const parts: Buffer[] = [];
  segments.forEach((segment, i) => parts.push(...(i ? [nonce, segment] : [segment])));
  return Buffer.concat(parts);
}

function sizeOf(kept: Kept): number {
  if (kept === NOT_KEPT) return 64;
  const headers = kept.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);
  const body = kept.br
    ? kept.br.bytes
    : (kept.segments ?? []).reduce((n, s) => n + s.length + 16, 0);
  return 256 + headers + body;
}

function answer(kept: KeptPage, page: PageRequest): Response {
  const nonce = Buffer.from(page.nonce);
  const headers = new Headers(kept.headers);
  let body: Buffer;
  if (kept.br && pickEncoding(page.acceptEncoding) === "br") {
    body = fillHoles(kept.br, nonce);
    headers.set("Content-Encoding", "br");
  } else if (kept.br) {
    // Rare (no brotli): the page itself, which the usual compression then handles.
    body = brotliDecompressSync(fillHoles(kept.br, nonce));
  } else {
    body = joinWith(kept.segments ?? [], nonce);
  }
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: kept.status,
    headers,
  });
}

export function createPageCache(
  bus: Pick<Bus, "subscribe" | "publish">,
  options: { maxBytes?: number } = {},
): PageCache {
  const cache: VersionedCache = createVersionedCache({
    bus,
    channel: "catalogue_changed",
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    maxEntries: 100_000,
  });

  /** Renders for `live` (the first asker, streamed) and resolves to what is kept. */
  async function build(
    page: PageRequest,
    render: () => Promise<Response>,
    live: { resolve: (res: Response) => void; reject: (err: unknown) => void },
  ): Promise<Kept> {
    let res: Response;
    try {
      res = await render();
    } catch (err) {
      live.reject(err);
      throw err;
    }
    if (!keepable(res) || !res.body) {
      live.resolve(res);
      return NOT_KEPT;
    }
    const [toClient, toKeep] = res.body.tee();
    live.resolve(new Response(toClient, res));
    const bytes = await readAll(toKeep);
    if (page.faulted()) return NOT_KEPT;
    const headers = [...res.headers].filter(([name]) => name.toLowerCase() !== "content-length");
    const segments = cutAt(bytes, Buffer.from(page.nonce));
    const br = await compressWithHoles(segments, Buffer.byteLength(page.nonce));
    return br
      ? { status: res.status, headers, br }
      : { status: res.status, headers, segments: segments.map((s) => Buffer.from(s)) };
  }

  return {
    async serve(page, render) {
      let live!: { resolve: (res: Response) => void; reject: (err: unknown) => void };
      const rendered = new Promise<Response>((resolve, reject) => (live = { resolve, reject }));
      const kept = cache.get<Kept>(page.key, () => build(page, render, live), sizeOf);
      // The first asker is answered as the page renders; the others (and later askers) from
      // what is kept, or by a render of their own when nothing is.
      const first = await Promise.race([
        rendered.then((res) => ({ res })),
        kept.then(
          (value) => ({ kept: value }),
          (): { kept: Kept } => ({ kept: NOT_KEPT }),
        ),
      ]);
      if ("res" in first) return first.res;
      const { kept: value } = first;
      return typeof value === "symbol" ? render() : answer(value, page);
    },
    stats: () => cache.stats(),
    close: () => cache.close(),
  };
}

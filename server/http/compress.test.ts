import { createReadableStreamFromReadable } from "@react-router/node";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { PassThrough, Transform } from "node:stream";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD, compress, encodeStream, pickEncoding } from "./compress";

const PAGE = `<!DOCTYPE html><html><body>${Array.from(
  { length: 400 },
  (_, i) => `<li><a href="/products/canned/${i}">Sardines in tomato sauce ${i}</a></li>`,
).join("")}</body></html>`;

function app() {
  const a = new Hono();
  a.use(compress());
  a.get("/page", (c) => c.html(PAGE));
  a.get("/json", (c) => c.json({ items: PAGE.slice(0, 5000) }));
  a.get("/small", (c) =>
    c.text("x".repeat(COMPRESS_THRESHOLD - 1), 200, {
      "Content-Length": String(COMPRESS_THRESHOLD - 1),
    }),
  );
  a.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/webp" }));
  a.get("/encoded", (c) =>
    c.body(new Uint8Array(4096), 200, {
      "Content-Type": "application/json",
      "Content-Encoding": "br",
    }),
  );
  a.get("/no-transform", (c) => c.html(PAGE, 200, { "Cache-Control": "no-transform" }));
  a.get("/tagged", (c) => c.json({ items: PAGE.slice(0, 5000) }, 200, { ETag: '"abc"' }));
  a.get("/events", (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ data: PAGE.slice(0, 3000) });
    }),
  );
  return a;
}

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app().request(path, {
    method,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("choosing an encoding", () => {
  it("prefers brotli, then gzip, and honours q-values and the wildcard", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding("br;q=banana, gzip")).toBe("gzip");
  });
});

describe("compress middleware", () => {
  it("sends a page brotli-compressed to a browser, and it decodes to the same page", async () => {
    const res = await get("/page", "gzip, deflate, br, zstd");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = await bytes(res);
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(body.length).toBeLessThan(Buffer.byteLength(PAGE) / 5);
  });

  it("gzip for a client that takes only gzip; as it is for one that takes neither", async () => {
    const gz = await get("/json", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString())).toEqual({
      items: PAGE.slice(0, 5000),
    });
    const plain = await get("/json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.json()).toEqual({ items: PAGE.slice(0, 5000) });
  });

  it("leaves small bodies, images, bodies already compressed, no-transform and HEAD alone", async () => {
    for (const path of ["/small", "/image", "/no-transform"]) {
      const res = await get(path, "br, gzip");
      expect(res.headers.get("content-encoding"), path).toBeNull();
    }
    const encoded = await get("/encoded", "br, gzip");
    expect(encoded.headers.get("content-encoding")).toBe("br");
    expect((await bytes(encoded)).length).toBe(4096);
    const head = await get("/page", "br", "HEAD");
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("does not compress an event stream (each event must reach the browser as it is sent)", async () => {
    const res = await get("/events", "br, gzip");
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
  });

  it("marks a strong ETag weak: the compressed bytes are not the ones it names", async () => {
    const res = await get("/tagged", "br");
    expect(res.headers.get("etag")).toBe('W/"abc"');
  });
});

describe("compressing a stream", () => {
  it("sends on what has arrived when the source pauses, before the rest is written", async () => {
    const encoder = new TextEncoder();
    let finish!: () => void;
    const later = new Promise<void>((resolve) => (finish = resolve));
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode("<p>The first part of the page</p>"));
        await later;
        controller.enqueue(encoder.encode("<p>The rest</p>"));
        controller.close();
      },
    });
    const reader = encodeStream(source, "br").getReader();
    const received: Buffer[] = [];
    // What the bytes so far decode to (a stream cut short decodes up to its last flush).
    const decodedSoFar = () =>
      brotliDecompressSync(Buffer.concat(received), {
        finishFlush: constants.BROTLI_OPERATION_FLUSH,
      }).toString();

    // The source has paused after its first part: that part must come out, decodable.
    while (!decodedSoFar().includes("The first part")) {
      const next = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("nothing came out while the source paused")), 2000),
        ),
      ]);
      expect(next.done).toBe(false);
      received.push(Buffer.from(next.value!));
    }
    expect(decodedSoFar()).not.toContain("The rest");

    finish();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received.push(Buffer.from(value));
    }
    expect(brotliDecompressSync(Buffer.concat(received)).toString()).toBe(
      "<p>The first part of the page</p><p>The rest</p>",
    );
  });

  it("a burst of small chunks decodes to exactly what was written, in either encoding", async () => {
    const chunks = Array.from({ length: 300 }, (_, i) => `chunk ${i} ${"·".repeat(i % 17)}\n`);
    for (const encoding of ["br", "gzip"] as const) {
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      });
      const out = Buffer.from(await new Response(encodeStream(source, encoding)).arrayBuffer());
      const text = (encoding === "br" ? brotliDecompressSync(out) : gunzipSync(out)).toString();
      expect(text, encoding).toBe(chunks.join(""));
    }
  });

  it("a client that goes away cancels the source (the page stops rendering for nobody)", async () => {
    let cancelled: unknown = null;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<p>The first part</p>"));
      },
      cancel(reason) {
        cancelled = reason ?? "cancelled";
      },
    });
    const reader = encodeStream(source, "br").getReader();
    await reader.read();
    await reader.cancel("the client went away");
    await expect.poll(() => cancelled).not.toBeNull();
  });

  it("a client that goes away stops a page made as the server makes pages, without an error", async () => {
    // As app/entry.server.tsx: React writes into a PassThrough, a Transform rewrites it, and
    // React Router turns that into a web stream, whose cancel destroys the Transform with the
    // reason it is given. A reason there is an 'error' event that nobody listens to.
    const body = new PassThrough();
    const rewrite = new Transform({ transform: (chunk, _encoding, done) => done(null, chunk) });
    const page = createReadableStreamFromReadable(body.pipe(rewrite));
    // The first part; the page is still being made.
    body.write(`<p>${"The first part of the page. ".repeat(500)}</p>`);
    const reader = encodeStream(page as ReadableStream<Uint8Array>, "br").getReader();
    await reader.read();

    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rewrite.destroyed).toBe(true);
    expect(rewrite.errored).toBeNull();
  });

  it("a source that fails ends the compressed stream with the error", async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("part"));
        controller.error(new Error("render failed"));
      },
    });
    await expect(new Response(encodeStream(source, "br")).arrayBuffer()).rejects.toThrow();
  });
});

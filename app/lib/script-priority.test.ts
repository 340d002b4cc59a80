import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough, Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityScripts, pageHtml } from "./script-priority";

const run = (chunks: string[]) =>
  text(Readable.from(chunks.map((c) => Buffer.from(c, "utf8"))).pipe(lowPriorityScripts()));

describe("lowPriorityScripts", () => {
  const html =
    '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
    '<link rel="stylesheet" href="/assets/c.css"/></head><body>₱1,290 · Sorsogon</body>';
  const expected = html.replaceAll(
    '<link rel="modulepreload"',
    '<link rel="modulepreload" fetchpriority="low"',
  );

  it("marks every module preload low and leaves everything else alone", async () => {
    expect(await run([html])).toBe(expected);
    expect(expected.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("finds a tag split across chunks at any byte, and keeps multi-byte text whole", async () => {
    const bytes = Buffer.from(html, "utf8");
    for (let cut = 1; cut < bytes.length; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const out = await text(Readable.from(chunks).pipe(lowPriorityScripts()));
      expect(out).toBe(expected);
    }
  });

  it("passes a page with no preloads through unchanged, including a trailing partial match", async () => {
    expect(await run(["<p>a</p>", '<link rel="modul'])).toBe('<p>a</p><link rel="modul');
  });
});

describe("pageHtml", () => {
  it("a client whose connection fails cancels the page with a reason: the render stops, nothing is thrown", async () => {
    const body = new PassThrough();
    const reader = createReadableStreamFromReadable(pageHtml(body)).getReader();
    body.write('<link rel="modulepreload" href="/assets/a.js"/><p>The first part</p>');
    const { value } = await reader.read();
    expect(Buffer.from(value!).toString()).toContain('fetchpriority="low"');

    await reader.cancel(new Error("read ECONNRESET"));
    await new Promise((resolve) => setImmediate(resolve));
    // React's stream is closed, so it stops rendering for nobody.
    expect(body.destroyed).toBe(true);
  });
});

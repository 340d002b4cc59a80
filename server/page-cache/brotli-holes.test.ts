import { randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressWithHoles, fillHoles } from "./brotli-holes";
import { cutAt } from "./page-cache";

const nonceOf = () => Buffer.from(randomBytes(16).toString("base64"));
const pageWith = (nonce: Buffer) =>
  Buffer.from(
    `<!doctype html><html><head><link rel="modulepreload" nonce="${nonce}" href="/a.js">` +
      "<p>Corned beef ₱61.25</p>".repeat(200) +
      `<script nonce="${nonce}">window.x=1</script><script nonce="${nonce}">go()</script></html>`,
  );

describe("brotli with holes for the nonce", () => {
  it("decodes to the page with each request's own nonce", async () => {
    const first = nonceOf();
    const kept = await compressWithHoles(cutAt(pageWith(first), first), first.length);
    expect(kept).toBeDefined();
    for (let i = 0; i < 5; i++) {
      const nonce = nonceOf();
      expect(brotliDecompressSync(fillHoles(kept!, nonce)).equals(pageWith(nonce))).toBe(true);
    }
  });

  it("keeps a page without any nonce as one compressed part", async () => {
    const page = Buffer.from("<p>no scripts</p>".repeat(50));
    const kept = await compressWithHoles([page], 24);
    expect(brotliDecompressSync(fillHoles(kept!, nonceOf())).equals(page)).toBe(true);
  });

  it("gives up on a nonce with fewer than two bytes after it", async () => {
    const nonce = nonceOf();
    const page = Buffer.concat([Buffer.from("<p>end</p>"), nonce]);
    expect(await compressWithHoles(cutAt(page, nonce), nonce.length)).toBeUndefined();
  });
});

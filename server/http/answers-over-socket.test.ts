import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema";
import { createTestContext, loginAsSeller, type TestContext } from "../test/harness";
import { addProductCall, basics } from "../modules/products/test-helpers";
import { API_SECURITY_HEADERS } from "./security-headers";
import { newXsrfToken } from "./xsrf-token";

// The store as it runs: through the Node adapter onto a socket, where an answer made of bytes
// is written as it is (app.request() in the other tests never meets the adapter).
let t: TestContext;
let server: Server;
let port = 0;

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  t = await createTestContext();
  // Enough products that a page is compressed (bodies under 1 KB are sent as they are).
  await t.db.insert(products).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Socket shelf item ${i}`,
      priceCentavos: 1_000 + i,
      category: ["Canned"],
    })),
  );
  server = createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe("API answers over a socket", () => {
  it("a cached page of the list carries every header the layers set, and the same bytes", async () => {
    const path = "/api/product/list?limit=50";
    const inProcess = await t.request("GET", path);
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(await inProcess.text());
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);

    const br = await get(path, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    for (const answer of [plain, br]) {
      const h = answer.headers;
      for (const [name, value] of API_SECURITY_HEADERS) expect(h[name.toLowerCase()]).toBe(value);
      expect(h["permissions-policy"]).toBeUndefined();
      expect(h["cross-origin-opener-policy"]).toBeUndefined();
      expect(h["cache-control"]).toBe("no-store");
      expect(h["content-type"]).toBe("application/json; charset=UTF-8");
      expect(h["vary"]).toBe("Accept-Encoding");
      expect(h["etag"]).toMatch(/^"[\w-]{27}"$/);
      expect(h["x-request-id"]).toMatch(/^[\w-]{36}$/);
      expect(h["set-cookie"]?.[0]).toMatch(/^XSRF-TOKEN=[\w-]{24}; Path=\/; SameSite=Lax$/);
    }
    // A client holding the bytes is answered 304, with no body.
    const again = await get(path, { "if-none-match": plain.headers["etag"] as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("a client that sends its XSRF cookie is not given another; a proxy's request id is kept", async () => {
    const res = await get("/api/product/list?limit=2", {
      cookie: "XSRF-TOKEN=abc",
      "x-request-id": "proxy-42",
    });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["x-request-id"]).toBe("proxy-42");
  });

  it("a product added is in the very next read of the cached page", async () => {
    const path = "/api/product/list?limit=50&sort=newest";
    const before = await get(path);
    const seller = await loginAsSeller(t);
    const add = await addProductCall(t, seller.token)({ ...basics, name: "Socket-read Calamansi" });
    expect(add.body.success).toBe(true);
    const after = await get(path);
    expect(after.headers["etag"]).not.toBe(before.headers["etag"]);
    expect(after.body.toString()).toContain("Socket-read Calamansi");
  });
});

describe("XSRF tokens", () => {
  it("are 18 random bytes each, never repeated across refills of the pool", () => {
    const tokens = Array.from({ length: 1000 }, () => newXsrfToken());
    for (const token of tokens) expect(token).toMatch(/^[\w-]{24}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

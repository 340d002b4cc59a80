import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { LANGUAGE_COOKIE } from "@domain/language";
import { createApp } from "../app";
import { USER_COOKIE } from "../http/auth";
import { catalogueCache } from "../platform/cache";
import { createProduct } from "../test/factories";
import {
  createTestContext,
  DB_KIND,
  loginAsSeller,
  registerCustomer,
  type TestContext,
} from "../test/harness";
import { createSsrPageHandler } from "../test/ssr-pages";

// A guest's pages are kept per catalogue version: a change is in the very next page, each
// request carries its own nonce, and no signed-in shopper's page is ever kept or handed out.

let t: TestContext;
let ssr: Awaited<ReturnType<typeof createSsrPageHandler>>;
let pages: ReturnType<typeof createApp>;
let seller: string;
let product: { id: string; path: string };

const BR = "gzip, deflate, br, zstd";

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await pages.request(`http://localhost${path}`, { headers });
  expect(res.status, path).toBe(200);
  const raw = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const html = (
    encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw
  ).toString();
  const csp = res.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  return { res, html, nonce };
}

/** Every nonce attribute in the page is the one in its header. */
function noncesMatch(html: string, nonce: string) {
  const found = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
  expect(found.length).toBeGreaterThan(0);
  expect(new Set(found)).toEqual(new Set([nonce]));
}

const update = async (json: Record<string, unknown>) => {
  const res = await t.call("POST", "/api/product/update", { token: seller, json });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  t = await createTestContext();
  ssr = await createSsrPageHandler();
  pages = createApp(t.deps, { pageHandler: ssr.pageHandler });
  seller = (await loginAsSeller(t)).token;
  const p = await createProduct(t.db, {
    name: "Kept Page Corned Beef 150g",
    price: 61.25,
    category: ["Canned Goods"],
  });
  product = { id: p.id, path: `/products/${p.category[0]!.toLowerCase()}/${p.id}` };
  await catalogueCache(t.deps.platform.bus).sync(t.db);
  await pages.request("http://localhost/about"); // compiles the routes once
}, 180_000);
afterAll(async () => {
  await ssr.close();
  await t.close();
});

describe(`guest pages kept per catalogue version (${DB_KIND})`, () => {
  it("gives each request its own nonce, in the header and every nonce attribute", async () => {
    const seen = new Set<string>();
    for (const encoding of [BR, BR, "gzip", "", BR]) {
      const { html, nonce } = await page(product.path, { "accept-encoding": encoding });
      expect(nonce).not.toBe("");
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      noncesMatch(html, nonce);
      expect(html).toContain("Kept Page Corned Beef 150g");
    }
  });

  it("sends a kept page compressed once, varying by cookie and encoding, private", async () => {
    await page("/products", { "accept-encoding": BR });
    const { res, html, nonce } = await page("/products", { "accept-encoding": BR });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("x-viewer")).toBe("guest");
    noncesMatch(html, nonce);
  });

  it("shows a price change in the very next page", async () => {
    expect((await page(product.path)).html).toContain("61.25");
    await update({ id: product.id, price: 73.5 });
    const { html } = await page(product.path);
    expect(html).toContain("73.50");
    expect(html).not.toContain("61.25");
  });

  it("shows stock off and on, and the count's 'Only N left', in the very next page", async () => {
    await page(product.path);
    let res = await t.call("POST", "/api/product/stock", {
      token: seller,
      json: { id: product.id, inStock: false },
    });
    expect(res.status).toBe(200);
    // The page's structured data says it (the words "In stock" are in every page's messages).
    expect((await page(product.path)).html).toContain("schema.org/OutOfStock");
    res = await t.call("POST", "/api/product/stock", {
      token: seller,
      json: { id: product.id, inStock: true },
    });
    expect(res.status).toBe(200);
    expect((await page(product.path)).html).toContain("schema.org/InStock");
    await update({ id: product.id, stockCount: 3 });
    expect((await page(product.path)).html).toMatch(/Only <!-- -->3<!-- --> left|Only 3 left/);
    await update({ id: product.id, stockCount: 2 });
    const { html } = await page(product.path);
    expect(html).toMatch(/Only <!-- -->2<!-- --> left|Only 2 left/);
    expect(html).not.toMatch(/Only <!-- -->3<!-- --> left|Only 3 left/);
  });

  it("shows a new product and drops a deleted one in the very next page", async () => {
    const search = "/products?search=Anchovy";
    expect((await page(search)).html).not.toContain("Kept Page Anchovy Paste");
    const added = await createProduct(t.db, { name: "Kept Page Anchovy Paste", price: 45 });
    // What every write through the API does before it answers.
    await catalogueCache(t.deps.platform.bus).sync(t.db);
    expect((await page(search)).html).toContain("Kept Page Anchovy Paste");
    const res = await t.call("POST", "/api/product/delete", {
      token: seller,
      json: { id: added.id },
    });
    expect(res.status).toBe(200);
    expect((await page(search)).html).not.toContain("Kept Page Anchovy Paste");
  });

  it("keeps the language in the key", async () => {
    const en = (await page("/products")).html;
    const fil = (await page("/products", { cookie: `${LANGUAGE_COOKIE}=fil` })).html;
    expect(en).toContain('lang="en"');
    expect(fil).toContain('lang="fil"');
    expect((await page("/products")).html).toContain('lang="en"');
  });

  it("never hands a shopper's page to a guest, nor a guest's kept page to a shopper", async () => {
    const shopper = await registerCustomer(t, { name: "Marites Kept-Page" });
    const signedIn = { cookie: `${USER_COOKIE}=${shopper.token}` };
    await page("/"); // a guest's home page is kept
    const mine = await page("/", signedIn);
    expect(mine.res.headers.get("x-viewer")).toBe(`customer-${shopper.userId}`);
    expect(mine.html).toContain("Marites Kept-Page");
    noncesMatch(mine.html, mine.nonce);
    const guest = await page("/");
    expect(guest.res.headers.get("x-viewer")).toBe("guest");
    expect(guest.html).not.toContain("Marites Kept-Page");
    expect((await page("/", signedIn)).html).toContain("Marites Kept-Page");
  });
});

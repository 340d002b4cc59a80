import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_ITEMS } from "@domain/catalogue";
import { createApp } from "./app";
import { createProduct } from "./test/factories";
import { createTestContext, DB_KIND, type TestContext } from "./test/harness";
import { readHead, sitemapLocations } from "./test/crawler-view";
import { createSsrPageHandler } from "./test/ssr-pages";

// Share and be found (issue 11): the store's real pages, rendered through the
// app as a crawler or a chat app's link preview fetches them.

let t: TestContext;
let ssr: Awaited<ReturnType<typeof createSsrPageHandler>>;
let app: ReturnType<typeof createApp>;
let behindPublicUrl: ReturnType<typeof createApp>;
const PUBLIC_URL = "https://shop.example.ph";
let inStock: { id: string; path: string };
let soldOut: { id: string; path: string };
let scriptName: { id: string; path: string };

async function page(path: string, through = app) {
  const res = await through.request(`http://localhost${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  const html = await res.text();
  return { html, head: readHead(html) };
}

const productPath = (p: { id: string; category: string[] }) =>
  `/products/${p.category[0]!.toLowerCase()}/${p.id}`;

beforeAll(async () => {
  t = await createTestContext();
  ssr = await createSsrPageHandler();
  app = createApp(t.deps, { pageHandler: ssr.pageHandler });
  behindPublicUrl = createApp(
    { ...t.deps, env: { ...t.deps.env, PUBLIC_URL } },
    { pageHandler: ssr.pageHandler },
  );
  const a = await createProduct(t.db, {
    name: "Bear Brand Powdered Milk 320g",
    price: 149.5,
    category: ["Dairy"],
    brand: "Bear Brand",
    description: ["Fortified powdered milk drink.", ""],
    image: ["/media/aaaaaaaaaaaaaaaa.webp", "/media/bbbbbbbbbbbbbbbb.webp"],
  });
  const b = await createProduct(t.db, {
    name: "Sandisk 64GB Memory Card",
    price: 1290,
    category: ["Instant"],
    inStock: false,
    image: ["https://cdn.example.com/card.webp"],
  });
  const c = await createProduct(t.db, {
    name: `Tricky </script><script>alert(1)</script> "Snack" & Co`,
    price: 20,
    category: ["Canned"],
  });
  inStock = { id: a.id, path: productPath(a) };
  soldOut = { id: b.id, path: productPath(b) };
  scriptName = { id: c.id, path: productPath(c) };
}, 300_000);

afterAll(async () => {
  await ssr?.close();
  await t?.close();
});

describe(`share tags on every customer page (${DB_KIND})`, () => {
  const pages = [
    "/",
    "/products",
    "/products/dairy",
    "/about",
    "/contact",
    "/faqs",
    "/delivery-info",
    "/payment-methods",
    "/refund-policy",
    "/cart",
  ];

  it("gives each page its own title, a description, a canonical URL, Open Graph and Twitter tags", async () => {
    const seenTitles = new Set<string>();
    for (const path of [...pages, inStock.path]) {
      const { head } = await page(path);
      expect(head.titles, path).toHaveLength(1);
      const title = head.titles[0]!;
      expect(title, path).toMatch(/Sorsogon MiniMart/);
      expect(seenTitles.has(title), `${path}: title "${title}" used twice`).toBe(false);
      seenTitles.add(title);
      const description = head.one("name", "description");
      expect(description.length, `${path}: description`).toBeGreaterThan(40);
      expect(head.canonicals, path).toEqual([`http://localhost${path === "/" ? "/" : path}`]);
      expect(head.one("property", "og:title")).toBe(title);
      expect(head.one("property", "og:description")).toBe(description);
      expect(head.one("property", "og:site_name")).toBe("Sorsogon MiniMart");
      expect(head.one("property", "og:url")).toBe(head.canonicals[0]);
      expect(head.one("property", "og:image")).toMatch(/^http:\/\/localhost\/\S+\.(webp|png|jpg)$/);
      expect(head.one("name", "twitter:card")).toBe("summary_large_image");
      expect(head.one("name", "twitter:title")).toBe(title);
      expect(head.one("name", "twitter:description")).toBe(description);
      expect(head.one("name", "twitter:image")).toBe(head.one("property", "og:image"));
      expect(head.one("property", "og:type")).toBe(path === inStock.path ? "product" : "website");
    }
  });

  it("describes /products (the full list) in words of its own", async () => {
    const { head } = await page("/products");
    expect(head.titles).toEqual(["All Products | Sorsogon MiniMart"]);
    expect(head.one("name", "description")).toMatch(/^All Products at Sorsogon MiniMart\. /);
  });

  it("keeps only the parameters that make another page in the canonical URL", async () => {
    const search = await page("/products?search=milk&sort=price-asc&page=1");
    expect(search.head.canonicals).toEqual(["http://localhost/products"]);
    const second = await page("/products?category=Dairy&page=2&sort=name-asc");
    expect(second.head.canonicals).toEqual(["http://localhost/products?category=Dairy&page=2"]);
  });

  it("shares a product with its own absolute image, price in PHP and availability", async () => {
    const { head } = await page(inStock.path);
    expect(head.titles).toEqual(["Bear Brand Powdered Milk 320g | Sorsogon MiniMart"]);
    expect(head.one("name", "description")).toBe(
      "Bear Brand Powdered Milk 320g for ₱149.50 at Sorsogon MiniMart.",
    );
    expect(head.one("property", "og:image")).toBe("http://localhost/media/aaaaaaaaaaaaaaaa.webp");
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Bear Brand Powdered Milk 320g",
      brand: { "@type": "Brand", name: "Bear Brand" },
      image: [
        "http://localhost/media/aaaaaaaaaaaaaaaa.webp",
        "http://localhost/media/bbbbbbbbbbbbbbbb.webp",
      ],
      description: "Fortified powdered milk drink.",
      sku: inStock.id,
      offers: {
        "@type": "Offer",
        url: `http://localhost${inStock.path}`,
        priceCurrency: "PHP",
        price: "149.50",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: "Sorsogon MiniMart" },
      },
    });
  });

  it("marks an out-of-stock product OutOfStock and keeps an image that is already absolute", async () => {
    const { head } = await page(soldOut.path);
    const product = head.jsonLd[0] as { offers: Record<string, string>; image: string[] };
    expect(product.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(product.offers.price).toBe("1290.00");
    expect(product.offers.priceCurrency).toBe("PHP");
    expect(product.image).toEqual(["https://cdn.example.com/card.webp"]);
    expect(head.one("property", "og:image")).toBe("https://cdn.example.com/card.webp");
  });

  it("keeps a product name that looks like markup inside its JSON-LD", async () => {
    const { html, head } = await page(scriptName.path);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect((head.jsonLd[0] as { name: string }).name).toBe(
      `Tricky </script><script>alert(1)</script> "Snack" & Co`,
    );
    expect(head.titles[0]).toBe(
      `Tricky </script><script>alert(1)</script> "Snack" & Co | Sorsogon MiniMart`,
    );
  });

  it("uses PUBLIC_URL for every absolute address when it is set, whatever host was asked", async () => {
    const product = await page(inStock.path, behindPublicUrl);
    expect(product.head.canonicals).toEqual([`${PUBLIC_URL}${inStock.path}`]);
    expect(product.head.one("property", "og:url")).toBe(`${PUBLIC_URL}${inStock.path}`);
    expect(product.head.one("property", "og:image")).toBe(
      `${PUBLIC_URL}/media/aaaaaaaaaaaaaaaa.webp`,
    );
    const offers = (product.head.jsonLd[0] as { offers: { url: string } }).offers;
    expect(offers.url).toBe(`${PUBLIC_URL}${inStock.path}`);
    const home = await page("/", behindPublicUrl);
    expect(home.head.one("property", "og:image")).toMatch(
      new RegExp(`^${PUBLIC_URL.replace(/\./g, "\\.")}/images/`),
    );
  });

  it("takes the request's origin when PUBLIC_URL is not set", async () => {
    const res = await app.request(`https://other-host.example:8443${inStock.path}`);
    const head = readHead(await res.text());
    expect(head.canonicals).toEqual([`https://other-host.example:8443${inStock.path}`]);
    expect(head.one("property", "og:image")).toBe(
      "https://other-host.example:8443/media/aaaaaaaaaaaaaaaa.webp",
    );
  });

  it("gives an unknown product a 404 without product data", async () => {
    const res = await app.request(
      "http://localhost/products/instant/00000000-0000-0000-0000-000000000000",
    );
    expect(res.status).toBe(404);
    const head = readHead(await res.text());
    expect(head.jsonLd).toEqual([]);
    expect(head.one("property", "og:type")).toBe("website");
  });
});

describe(`sitemap and robots (${DB_KIND})`, () => {
  it("lists the information pages, every category and every product as absolute URLs", async () => {
    const res = await app.request("http://localhost/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const locations = sitemapLocations(await res.text());
    for (const loc of locations) expect(new URL(loc).origin).toBe("http://localhost");
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations).toContain("http://localhost/");
    expect(locations).toContain("http://localhost/products");
    expect(locations).toContain("http://localhost/about");
    for (const item of CATEGORY_ITEMS)
      expect(locations).toContain(
        `http://localhost/products/${encodeURIComponent(item.path.toLowerCase())}`,
      );
    for (const p of [inStock, soldOut, scriptName])
      expect(locations).toContain(`http://localhost${p.path}`);
    // Nothing personal or for the seller.
    expect(locations.filter((l) => /\/(seller|api|cart|orders|profile)/.test(l))).toEqual([]);
  });

  it("uses PUBLIC_URL in the sitemap and robots.txt when it is set", async () => {
    const res = await behindPublicUrl.request("http://localhost/sitemap.xml");
    const locations = sitemapLocations(await res.text());
    for (const loc of locations) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    const robots = await (await behindPublicUrl.request("http://localhost/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("keeps /seller and /api out of search engines in robots.txt and names the sitemap", async () => {
    const res = await app.request("http://localhost/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /seller");
    expect(lines).toContain("Disallow: /api");
    expect(lines).toContain("Sitemap: http://localhost/sitemap.xml");
    // Shop pages stay open to crawlers.
    for (const open of ["/", "/products", "/about"])
      expect(lines.filter((l) => l === `Disallow: ${open}`)).toEqual([]);
  });
});

import type { Route } from "./+types/sitemap.xml";
import { CATEGORY_ITEMS } from "@domain/catalogue";
import { categoryHref, productHref } from "~/lib/product-href";

const PAGE = 1000;
const STATIC_PATHS = [
  "/",
  "/products",
  "/about",
  "/contact",
  "/delivery-info",
  "/payment-methods",
  "/refund-policy",
  "/faqs",
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** /sitemap.xml: the information pages, every category and every product, absolute URLs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const urls = [...STATIC_PATHS, ...CATEGORY_ITEMS.map((item) => categoryHref(item.path))];
  for (let page = 1; ; page++) {
    const result = await context.services.catalog.queryProducts({ page, limit: PAGE });
    urls.push(...result.products.map((p) => productHref(p)));
    if (page >= result.pageCount) break;
  }
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    urls.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`).join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

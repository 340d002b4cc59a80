import type { Route } from "./+types/robots.txt";

/** /robots.txt: the seller area, the API and per-shopper pages stay out of search engines. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Disallow: /seller",
    "Disallow: /api",
    "Disallow: /cart",
    "Disallow: /orders",
    "Disallow: /my-orders",
    "Disallow: /profile",
    "Disallow: /add-address",
    "Disallow: /resources/",
    "Disallow: /offline",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

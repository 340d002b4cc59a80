import type { Route } from "./+types/resources.cart-products";
import type { ProductSummary } from "~/lib/types";

const MAX_IDS = 100;

/**
 * GET /resources/cart-products?ids=a,b: the current name, price, first picture and stock of
 * the products in a cart. The cart page asks for it because a guest's cart exists only in the
 * browser; ids that are no longer products are simply absent from the answer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("ids") ?? "";
  const ids = [
    ...new Set(
      raw
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_IDS);
  const found = await context.services.catalog.getProducts(ids);
  const products: ProductSummary[] = found.map((p) => ({
    _id: p._id,
    name: p.name,
    price: p.price,
    category: p.category,
    image: p.image.slice(0, 1),
    inStock: p.inStock,
  }));
  // Revalidated on every use (the server adds "private, no-cache"), but not "no-store": the
  // service worker keeps it so the guest cart opens offline (public/sw.js).
  return Response.json({ ids, products });
}

// The seller's product calls (SPEC §7). Reads use the public list; writes carry the seller
// token (the HTTP client picks it from the path).
import { apiRequest, http } from "~/lib/http";
import type { Product } from "~/lib/types";
import type { AddProductData, UpdateProductData } from "./product-data";

export interface Reply {
  success: boolean;
  message?: string;
}

/** GET /api/product/list: every product (the seller list filters and sorts in the browser). */
export async function fetchAllProducts(signal?: AbortSignal): Promise<Product[]> {
  const reply = await http.get<Reply & { products?: Product[] }>("/api/product/list", { signal });
  return reply.products ?? [];
}

/** POST /api/product/add: multipart productData (JSON) plus up to four images. */
export function addProduct(data: AddProductData, images: readonly File[]) {
  const form = new FormData();
  form.append("productData", JSON.stringify(data));
  for (const image of images) form.append("images", image, image.name);
  return apiRequest<Reply>("/api/product/add", { method: "POST", formData: form });
}

/** POST /api/product/update: one multipart field, productData. */
export function updateProduct(data: UpdateProductData) {
  const form = new FormData();
  form.append("productData", JSON.stringify(data));
  return apiRequest<Reply>("/api/product/update", { method: "POST", formData: form });
}

export const setProductStock = (id: string, inStock: boolean) =>
  http.post<Reply>("/api/product/stock", { id, inStock });

export const deleteProduct = (id: string) => http.post<Reply>("/api/product/delete", { id });

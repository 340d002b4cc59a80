// The seller's product calls (SPEC §7). Reads use the public list; writes carry the seller
// token (the HTTP client picks it from the path).
import { apiRequest, http } from "~/lib/http";
import type { Product } from "~/lib/types";
import type { ActivityLine } from "~/lib/activity-words";
import type { AddProductData, UpdateProductData } from "./product-data";

export interface Reply {
  success: boolean;
  message?: string;
}

export interface SellerListPage {
  products: Product[];
  total: number;
  catalogueTotal: number;
  page: number;
  pageSize: number;
  pageCount: number;
  lowStockThreshold: number;
}

/** GET /api/product/seller-list: one page, searched, filtered and sorted by the server. */
export async function fetchSellerList(search: string, signal?: AbortSignal) {
  return http.get<Reply & SellerListPage>(`/api/product/seller-list${search}`, { signal });
}

/** POST /api/product/add: multipart productData (JSON) plus up to four images. */
export function addProduct(data: AddProductData, images: readonly File[]) {
  const form = new FormData();
  form.append("productData", JSON.stringify(data));
  for (const image of images) form.append("images", image, image.name);
  return apiRequest<Reply>("/api/product/add", { method: "POST", formData: form });
}

/**
 * POST /api/product/update: productData; with `image` (kept URLs and "upload:N") the new
 * photos travel beside it as files.
 */
export function updateProduct(data: UpdateProductData, uploads: readonly File[] = []) {
  const form = new FormData();
  form.append("productData", JSON.stringify(data));
  for (const file of uploads) form.append("images", file, file.name);
  return apiRequest<Reply>("/api/product/update", { method: "POST", formData: form });
}

export const setProductStock = (id: string, inStock: boolean) =>
  http.post<Reply>("/api/product/stock", { id, inStock });

export const deleteProduct = (id: string) => http.post<Reply>("/api/product/delete", { id });

/** GET /api/seller/products/:id/activity: the product's own history, newest first. */
export async function fetchProductHistory(id: string, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: "10" });
  if (cursor) search.set("cursor", cursor);
  const reply = await http.get<{ entries?: ActivityLine[]; nextCursor?: string | null }>(
    `/api/seller/products/${encodeURIComponent(id)}/activity?${search}`,
    { signal, quiet: true },
  );
  return { entries: reply.entries ?? [], nextCursor: reply.nextCursor ?? null };
}

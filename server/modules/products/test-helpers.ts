import { existsSync, readdirSync } from "node:fs";
import type { TestContext } from "../../test/harness";
import { imageFile, makeImage } from "./test-images";

/** Shared by the product API tests. */
export const mediaFiles = (t: TestContext) =>
  existsSync(t.deps.mediaDir) ? readdirSync(t.deps.mediaDir).sort() : [];

export function productForm(productData: unknown, images: File[] = []): FormData {
  const form = new FormData();
  form.append(
    "productData",
    typeof productData === "string" ? productData : JSON.stringify(productData),
  );
  for (const image of images) form.append("images", image);
  return form;
}

export const basics = {
  name: "Lucky Me Pancit Canton",
  description: ["Chilimansi flavour", "80 g"],
  category: ["Instant"],
  price: 16.5,
};

export type ProductBody = {
  success: boolean;
  message: string;
  product: { _id: string; image: string[]; [k: string]: unknown };
  file?: string;
  reason?: string;
};

/** POST /api/product/add as a seller's browser sends it. */
export function addProductCall(t: TestContext, token: string) {
  return (productData: unknown, images: File[] = []) =>
    t.call<ProductBody>("POST", "/api/product/add", {
      token,
      body: productForm(productData, images),
    });
}

export interface BulkBody {
  success: boolean;
  message: string;
  errors: { index: number; name: string; field: string; message: string }[];
  imported?: number;
  unusedImages?: string[];
}

export function bulkForm(productData: unknown, images: File[]): FormData {
  const form = new FormData();
  if (productData !== undefined) {
    form.append(
      "productData",
      productData instanceof File || typeof productData === "string"
        ? productData
        : JSON.stringify(productData),
    );
  }
  for (const image of images) form.append("images", image);
  return form;
}

/** POST /api/product/bulk-import with productData (an object is sent as JSON text) and images. */
export function bulkImportCall(t: TestContext, token: string) {
  return (productData: unknown, images: File[]) =>
    t.call<BulkBody>("POST", "/api/product/bulk-import", {
      token,
      body: bulkForm(productData, images),
    });
}

/** One product of a bulk file. */
export const bulkProduct = (
  name: string,
  image: string[],
  extra: Record<string, unknown> = {},
) => ({
  name,
  description: [`${name} line 1`, "line 2"],
  price: 25.75,
  category: ["Canned"],
  image,
  ...extra,
});

export async function pngFile(seed: number, name = `img-${seed}.png`) {
  return imageFile(await makeImage("png", { seed }), name);
}

export const catalogue = async (t: TestContext) =>
  (await t.call<{ products: { name: string; image: string[] }[] }>("GET", "/api/product/list")).body
    .products;

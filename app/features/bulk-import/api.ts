import { uploadWithProgress, type UploadProgress } from "~/lib/upload-with-progress";

export interface BulkImportReply {
  success: boolean;
  message?: string;
  imported?: number;
  unusedImages?: string[];
}

/** POST /api/product/bulk-import: productData (the JSON text) and the image files (SPEC §7). */
export function bulkImport(
  productData: string,
  images: readonly File[],
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append("productData", productData);
  for (const image of images) form.append("images", image, image.name);
  return uploadWithProgress<BulkImportReply>("/api/product/bulk-import", form, onProgress, signal);
}

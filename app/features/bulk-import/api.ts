import {
  uploadWithProgress,
  type ServerProgress,
  type UploadProgress,
} from "~/lib/upload-with-progress";

export interface BulkImportReply {
  success: boolean;
  message?: string;
  imported?: number;
  unusedImages?: string[];
}

/**
 * POST /api/product/bulk-import: productData (the JSON text) and the image files (SPEC §7).
 * productData goes first: the server refuses a file with too many products as soon as it has
 * arrived, before the pictures are read. With onServerProgress, the server reports its
 * processing of the pictures (n of N) after the upload.
 */
export function bulkImport(
  productData: string,
  images: readonly File[],
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
  onServerProgress?: (p: ServerProgress) => void,
) {
  const form = new FormData();
  form.append("productData", productData);
  for (const image of images) form.append("images", image, image.name);
  return uploadWithProgress<BulkImportReply>("/api/product/bulk-import", form, onProgress, signal, {
    onServerProgress,
  });
}

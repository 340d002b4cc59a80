// The spreadsheet calls (issue 10): preview and import of a CSV/XLSX file, and the template
// and catalogue downloads. All carry the seller's token (app/lib/http-errors.ts).
import { apiRequest, credentialHeaders, failedCall, parseJsonObject } from "~/lib/http";
import { uploadWithProgress, type UploadProgress } from "~/lib/upload-with-progress";
import {
  fallbackFileName,
  fileNameFromDisposition,
  readImportResult,
  readPreview,
  type SheetFormat,
} from "./sheet-model";

/** POST /api/product/import/preview: what the file would do, row by row. Nothing is written. */
export async function previewSheet(
  file: File,
  imageNames: readonly string[],
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append("file", file, file.name);
  if (imageNames.length > 0) form.append("imageNames", JSON.stringify(imageNames));
  const body = await apiRequest("/api/product/import/preview", {
    method: "POST",
    formData: form,
    signal,
  });
  return readPreview(body);
}

/** POST /api/product/import: the file and its pictures, with upload progress. */
export async function importSheet(
  file: File,
  images: readonly File[],
  validOnly: boolean,
  onProgress: (p: UploadProgress) => void,
) {
  const form = new FormData();
  form.append("file", file, file.name);
  for (const image of images) form.append("images", image, image.name);
  if (validOnly) form.append("validOnly", "true");
  const body = await uploadWithProgress("/api/product/import", form, onProgress);
  return readImportResult(body);
}

export type SheetDownload = "template" | "export";

const downloadPath = (kind: SheetDownload, format: SheetFormat) =>
  kind === "template"
    ? `/api/product/import/template?format=${format}`
    : `/api/product/export?format=${format}`;

/**
 * Fetches a template or the whole catalogue with the seller's credentials (a plain link would
 * carry only the cookie) and hands it to the browser as a download.
 */
export async function downloadSheet(kind: SheetDownload, format: SheetFormat): Promise<string> {
  const path = downloadPath(kind, format);
  let res: Response | null = null;
  try {
    res = await fetch(path, { credentials: "include", headers: credentialHeaders(path) });
  } catch {
    res = null;
  }
  if (!res || !res.ok) {
    const data = res ? parseJsonObject(await res.text().catch(() => "")) : null;
    throw failedCall(res?.status ?? 0, path, data);
  }
  const blob = await res.blob();
  const name =
    fileNameFromDisposition(res.headers.get("Content-Disposition")) ??
    fallbackFileName(kind, format, new Date());
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.style.display = "none";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; free it once the browser has it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return name;
}

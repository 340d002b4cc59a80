// A multipart upload that reports its progress (a bulk import of hundreds of photos takes
// minutes on mobile data; fetch cannot report upload progress). It follows the same rules as
// the one HTTP client (app/lib/http.ts): the path's token, the XSRF header, cookies, and the
// error catalogue of SPEC §8 through the same pure functions, ending in the same ApiError.
import {
  credentialHeaders,
  ensureXsrfCookie,
  failedCall,
  parseJsonObject,
  XSRF_HEADER,
} from "./http";

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** POSTs form data, calling onProgress as the bytes leave; resolves with the JSON answer. */
export async function uploadWithProgress<T = Record<string, unknown>>(
  path: string,
  formData: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  const xsrf = await ensureXsrfCookie();
  const credentials = credentialHeaders(path);

  const { status, text } = await new Promise<{ status: number; text: string }>(
    (resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", path);
      xhr.withCredentials = true;
      xhr.setRequestHeader("Accept", "application/json");
      if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
      for (const [name, value] of Object.entries(credentials)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) {
          onProgress({
            loaded: event.loaded,
            total: event.total,
            percent: progressPercent(event.loaded, event.total),
          });
        }
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => resolve({ status: 0, text: "" });
      xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
      signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(formData);
    },
  );

  const data = parseJsonObject(text);
  if (status >= 200 && status < 300) return (data ?? {}) as T;
  throw failedCall(status, path, data);
}

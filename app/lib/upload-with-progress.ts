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

/** The server's own progress after the upload (n of N), when the call can report it. */
export interface ServerProgress {
  done: number;
  total: number;
}

export interface UploadOptions {
  /**
   * Asks for the answer as NDJSON progress lines (`Accept: application/x-ndjson`) and reports
   * each as it arrives; the last line carries the status and body the call ends with.
   */
  onServerProgress?: (progress: ServerProgress) => void;
}

const NDJSON = "application/x-ndjson";

type Line = { phase?: string; done?: number; total?: number; status?: number; body?: unknown };

/** The lines of an NDJSON text; a line that is not JSON is skipped. */
function parseLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const raw of text.split("\n")) {
    if (!raw.trim()) continue;
    try {
      lines.push(JSON.parse(raw) as Line);
    } catch {
      // not a progress line
    }
  }
  return lines;
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
  options: UploadOptions = {},
): Promise<T> {
  const xsrf = await ensureXsrfCookie();
  const credentials = credentialHeaders(path);

  const { status, text } = await new Promise<{ status: number; text: string }>(
    (resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", path);
      xhr.withCredentials = true;
      xhr.setRequestHeader(
        "Accept",
        options.onServerProgress ? `${NDJSON}, application/json` : "application/json",
      );
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
      const streamed = () => (xhr.getResponseHeader("content-type") ?? "").startsWith(NDJSON);
      // Each line is read once, when it is complete (a line still arriving waits for the next event).
      let consumed = 0;
      let last: Line | undefined;
      const read = (all: boolean) => {
        if (!streamed()) return;
        const text = xhr.responseText;
        const end = all ? text.length : text.lastIndexOf("\n") + 1;
        if (end <= consumed) return;
        for (const line of parseLines(text.slice(consumed, end))) {
          if (line.phase === "processing")
            options.onServerProgress?.({ done: Number(line.done), total: Number(line.total) });
          else if (line.phase === "done") last = line;
        }
        consumed = end;
      };
      xhr.onprogress = () => read(false);
      xhr.onload = () => {
        if (!streamed()) return resolve({ status: xhr.status, text: xhr.responseText });
        read(true);
        // The last line is the answer the plain call would have given, with its status.
        resolve(
          last
            ? { status: Number(last.status), text: JSON.stringify(last.body ?? null) }
            : { status: 0, text: "" },
        );
      };
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

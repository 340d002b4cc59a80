// A multipart upload that reports its progress (a bulk import of hundreds of photos takes
// minutes on mobile data; fetch cannot report upload progress). It follows the same rules as
// the one HTTP client (app/lib/http.ts): the path's token, the XSRF header, cookies, and the
// error catalogue of SPEC §8 through the same pure functions, ending in the same ApiError.
import toast from "react-hot-toast";
import {
  ApiError,
  SESSION_INVALID_EVENT,
  XSRF_COOKIE,
  XSRF_HEADER,
  type SessionInvalidDetail,
} from "./http";
import { credentialKindFor, failureOutcome, isCredentialSubmission } from "./http-errors";
import {
  STORAGE_KEYS,
  isLoggedOutFlagSet,
  readCookie,
  readStorage,
  removeStorage,
  setLoggedOutFlag,
} from "./storage";

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

async function xsrfToken(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  await fetch("/api/health", { credentials: "include" }).catch(() => null);
  return readCookie(XSRF_COOKIE);
}

function parseBody(text: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** POSTs form data, calling onProgress as the bytes leave; resolves with the JSON answer. */
export async function uploadWithProgress<T = Record<string, unknown>>(
  path: string,
  formData: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  const xsrf = await xsrfToken();
  const kind = credentialKindFor(path);
  const token =
    kind === "seller"
      ? readStorage(STORAGE_KEYS.sellerToken)
      : kind === "user" && !isLoggedOutFlagSet()
        ? readStorage(STORAGE_KEYS.customerToken)
        : null;

  const { status, text } = await new Promise<{ status: number; text: string }>(
    (resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", path);
      xhr.withCredentials = true;
      xhr.setRequestHeader("Accept", "application/json");
      if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
      if (token) {
        xhr.setRequestHeader("Authorization", `Bearer ${token}`);
        if (kind === "seller") xhr.setRequestHeader("seller-token", token);
      }
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

  const data = parseBody(text);
  if (status >= 200 && status < 300) return (data ?? {}) as T;

  const serverMessage = typeof data?.message === "string" && data.message ? data.message : null;
  const outcome = failureOutcome({
    status,
    path,
    message: serverMessage ?? undefined,
    code: data?.code,
    loggedOut: isLoggedOutFlagSet(),
  });
  if (outcome.invalidate === "seller") removeStorage(STORAGE_KEYS.sellerToken);
  if (outcome.invalidate === "user") {
    removeStorage(STORAGE_KEYS.customerToken);
    setLoggedOutFlag();
  }
  if (outcome.invalidate) {
    window.dispatchEvent(
      new CustomEvent<SessionInvalidDetail>(SESSION_INVALID_EVENT, {
        detail: { role: outcome.invalidate },
      }),
    );
  }
  if (outcome.toast) toast.error(outcome.toast, { id: outcome.toast });
  const authFailure = (status === 401 || status === 403) && !isCredentialSubmission(path);
  throw new ApiError(
    status,
    outcome.toast ?? serverMessage ?? `Request failed (${status})`,
    data,
    outcome.toast !== null || authFailure,
    serverMessage,
  );
}

import toast from "~/lib/toast";
import { MESSAGES } from "@domain/messages";
import { ApiError } from "~/lib/http";

/**
 * SPEC §8 for add, update and delete: the server's message, else the exception's message.
 * Network, server and login failures were already toasted by the HTTP client.
 */
export function failureToast(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  if (error instanceof DOMException && error.name === "AbortError") return;
  const message =
    error instanceof ApiError
      ? (error.serverMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : MESSAGES.SOMETHING_WENT_WRONG;
  toast.error(message, { id: message });
}

/**
 * SPEC §8 for the seller's list loads (products, orders): a failure the server reports shows
 * its message. Null when there is nothing more to show: the HTTP client already toasted
 * (network, server, login), the load was cancelled, or it was an exception (only logged).
 */
export function listLoadFailureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.handled) return null;
  return error.serverMessage;
}

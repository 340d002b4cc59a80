import { beforeEach, describe, expect, it, vi } from "vitest";

const toastError = vi.fn();
vi.mock("react-hot-toast", () => ({
  default: Object.assign(vi.fn(), { error: toastError, success: vi.fn() }),
}));

const { ApiError } = await import("~/lib/http");
const { failureToast, listLoadFailureMessage } = await import("./failure-toast");

const apiError = (status: number, serverMessage: string | null, handled = false) =>
  new ApiError(status, serverMessage ?? `Request failed (${status})`, null, handled, serverMessage);

beforeEach(() => toastError.mockClear());

describe("listLoadFailureMessage (SPEC §8: list loads show the server's message)", () => {
  it("is the server's message when the server refused the load", () => {
    expect(listLoadFailureMessage(apiError(429, "Too many requests. Please wait."))).toBe(
      "Too many requests. Please wait.",
    );
  });

  it("is null when the HTTP client already toasted (network, server, login)", () => {
    expect(listLoadFailureMessage(apiError(0, null, true))).toBeNull();
    expect(listLoadFailureMessage(apiError(503, "Down", true))).toBeNull();
  });

  it("is null for an answer without a message and for a thrown exception (only logged)", () => {
    expect(listLoadFailureMessage(apiError(404, null))).toBeNull();
    expect(listLoadFailureMessage(new TypeError("boom"))).toBeNull();
    expect(listLoadFailureMessage(new DOMException("aborted", "AbortError"))).toBeNull();
  });
});

describe("failureToast (SPEC §8: add, update, delete)", () => {
  it("shows the server's message, else the exception's message", () => {
    failureToast(apiError(400, "Name is required"));
    failureToast(new Error("Failed to fetch"));
    expect(toastError.mock.calls.map((c) => c[0])).toEqual(["Name is required", "Failed to fetch"]);
  });

  it("stays quiet when the client already told the seller, or the call was cancelled", () => {
    failureToast(apiError(0, null, true));
    failureToast(new DOMException("aborted", "AbortError"));
    expect(toastError).not.toHaveBeenCalled();
  });
});

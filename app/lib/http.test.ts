import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@domain/messages";

const toastError = vi.fn();
vi.mock("react-hot-toast", () => ({
  default: Object.assign(vi.fn(), { error: toastError, success: vi.fn() }),
}));

const { ApiError, apiRequest, http, toastFailure, SESSION_INVALID_EVENT } = await import("./http");
const { STORAGE_KEYS } = await import("./storage");

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

type Call = { url: string; init: RequestInit };
let calls: Call[];
let replies: Array<Response | Error>;
let events: Event[];
let localStorage: MemoryStorage;

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

beforeEach(() => {
  calls = [];
  replies = [];
  events = [];
  localStorage = new MemoryStorage();
  toastError.mockClear();
  vi.stubGlobal("window", {
    localStorage,
    sessionStorage: new MemoryStorage(),
    dispatchEvent: (e: Event) => events.push(e),
  });
  vi.stubGlobal("document", { cookie: "XSRF-TOKEN=xsrf123; other=1" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = replies.shift() ?? reply(200, { success: true });
      if (next instanceof Error) throw next;
      return next;
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe("request credentials (SPEC §6)", () => {
  it("sends cookies, the XSRF header on writes and the customer token on user paths", async () => {
    localStorage.setItem(STORAGE_KEYS.customerToken, "user-token");
    await http.post("/api/cart/update", { cartItems: { a: 1 } });
    const h = headersOf(calls[0]);
    expect(calls[0]?.init.credentials).toBe("include");
    expect(h.get("X-XSRF-TOKEN")).toBe("xsrf123");
    expect(h.get("Authorization")).toBe("Bearer user-token");
    expect(h.get("seller-token")).toBeNull();
    expect(h.get("Content-Type")).toBe("application/json");
    expect(calls[0]?.init.body).toBe('{"cartItems":{"a":1}}');
  });

  it("sends no XSRF header on reads", async () => {
    await http.get("/api/product/list");
    expect(headersOf(calls[0]).get("X-XSRF-TOKEN")).toBeNull();
  });

  it("sends the seller token twice on seller paths, and never the customer's", async () => {
    localStorage.setItem(STORAGE_KEYS.customerToken, "user-token");
    localStorage.setItem(STORAGE_KEYS.sellerToken, "seller-token-1");
    await http.post("/api/product/stock", { id: "x", inStock: true });
    const h = headersOf(calls[0]);
    expect(h.get("Authorization")).toBe("Bearer seller-token-1");
    expect(h.get("seller-token")).toBe("seller-token-1");
  });

  it("stops sending the customer token once logged out", async () => {
    localStorage.setItem(STORAGE_KEYS.customerToken, "user-token");
    localStorage.setItem(STORAGE_KEYS.loggedOut, "true");
    await http.get("/api/user/is-auth").catch(() => undefined);
    expect(headersOf(calls[0]).get("Authorization")).toBeNull();
  });

  it("keeps a request alive past the page only when asked", async () => {
    await http.post("/api/cart/update", { cartItems: { a: 1 } }, { keepalive: true });
    await http.post("/api/cart/update", { cartItems: { a: 2 } });
    expect(calls.map((c) => c.init.keepalive)).toEqual([true, undefined]);
  });

  it("primes the XSRF cookie before a write when it is missing", async () => {
    vi.stubGlobal("document", { cookie: "" });
    await http.post("/api/user/login", { email: "a@b.c", password: "x" });
    expect(calls.map((c) => c.url)).toEqual(["/api/health", "/api/user/login"]);
  });
});

describe("error catalogue (SPEC §8)", () => {
  it("toasts a network error once and marks it handled", async () => {
    replies.push(new TypeError("Failed to fetch"));
    const error = await http.get("/api/product/list").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).status).toBe(0);
    expect(toastError).toHaveBeenCalledWith(MESSAGES.NETWORK_ERROR, { id: MESSAGES.NETWORK_ERROR });
    toastFailure(error, "fallback");
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("toasts server errors", async () => {
    replies.push(reply(503, { success: false, message: "down" }));
    await expect(http.get("/api/product/list")).rejects.toMatchObject({
      status: 503,
      handled: true,
    });
    expect(toastError).toHaveBeenCalledWith(MESSAGES.SERVER_ERROR, expect.anything());
  });

  it("asks to log in on a refused customer call", async () => {
    replies.push(reply(401, { success: false, message: "Not authorized. Please log in." }));
    await expect(http.post("/api/cart/update", { cartItems: {} })).rejects.toMatchObject({
      handled: true,
    });
    expect(toastError).toHaveBeenCalledWith(MESSAGES.LOGIN_REQUIRED, expect.anything());
  });

  it("forgets a dead customer token silently", async () => {
    localStorage.setItem(STORAGE_KEYS.customerToken, "dead");
    replies.push(
      reply(401, {
        success: false,
        message: "Token is invalid or has expired.",
        code: "TOKEN_INVALID",
      }),
    );
    await expect(http.get("/api/user/is-auth")).rejects.toMatchObject({
      status: 401,
      handled: true,
    });
    expect(toastError).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.customerToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loggedOut)).toBe("true");
    expect(events.map((e) => e.type)).toEqual([SESSION_INVALID_EVENT]);
  });

  it("leaves a wrong password to the form, with the server's words", async () => {
    replies.push(reply(401, { success: false, message: "Invalid email or password" }));
    const error = await http
      .post("/api/user/login", { email: "a@b.c", password: "x" })
      .catch((e: unknown) => e);
    expect(toastError).not.toHaveBeenCalled();
    expect(error).toMatchObject({ handled: false, serverMessage: "Invalid email or password" });
    toastFailure(error, MESSAGES.LOGIN_FAILED);
    expect(toastError).toHaveBeenCalledWith("Invalid email or password", expect.anything());
  });

  it("stays quiet when asked (background checks)", async () => {
    replies.push(new TypeError("offline"));
    await expect(apiRequest("/api/health", { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(toastError).not.toHaveBeenCalled();
  });
});

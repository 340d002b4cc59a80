import { beforeEach, describe, expect, it, vi } from "vitest";
import { createCartChanges } from "./cart-changes";
import { INITIAL_CART_STATE, loadedCart, type CartItems, type CartState } from "./cart-items";
import { cartReducer, type CartAction } from "./cart-model";

const toasts = vi.hoisted(() => ({ success: [] as [string, unknown][], error: [] as string[] }));
vi.mock("react-hot-toast", () => ({
  default: {
    success: (message: string, options: unknown) => toasts.success.push([message, options]),
    error: (message: string) => toasts.error.push(message),
  },
}));

const sync = vi.hoisted(() => ({
  saveDroppingUnknown:
    vi.fn<(items: CartItems) => Promise<{ saved: CartItems; dropped: string[] }>>(),
  reportSyncFailure: vi.fn<(error: unknown) => void>(),
}));
vi.mock("./sync", () => sync);

/** The provider's reducer: each dispatched action applied in turn. */
function provider(start: CartState = loadedCart(INITIAL_CART_STATE, {})) {
  let state = start;
  const dispatch = (action: CartAction) => {
    state = cartReducer(state, action);
  };
  const changes = createCartChanges(dispatch, () => state.items);
  return {
    changes,
    get state() {
      return state;
    },
  };
}

// A save reaches ./sync through a dynamic import, which Vitest resolves in its main process: on
// a loaded machine that alone took up to a second, all of vi.waitFor's default budget.
const SETTLED = { timeout: 4_000 };

beforeEach(() => {
  toasts.success.length = 0;
  toasts.error.length = 0;
  sync.saveDroppingUnknown.mockReset();
  sync.reportSyncFailure.mockReset();
});

describe("a shopper's changes", () => {
  it("toast the spec's words, one toast at a time (one id), and change nothing themselves", () => {
    const cart = provider(loadedCart(INITIAL_CART_STATE, { a: 1 }));
    cart.changes.toast("CART_ITEM_ADDED");
    cart.changes.toast("CART_ITEM_REMOVED");
    cart.changes.toast("CART_UPDATED");
    cart.changes.toast("CART_CLEARED");
    expect(toasts.success).toEqual([
      ["Item added to cart", { id: "cart" }],
      ["Item removed from cart", { id: "cart" }],
      ["Cart Updated", { id: "cart" }],
      ["Cart cleared", { id: "cart" }],
    ]);
    expect(cart.state.items).toEqual({ a: 1 });
    expect(cart.state.revision).toBe(0);
  });
});

describe("a customer's saves", () => {
  it("send the newest cart, one request at a time, and drop lines the server no longer knows", async () => {
    let finishFirst!: () => void;
    sync.saveDroppingUnknown
      .mockImplementationOnce(
        (items) =>
          new Promise((resolve) => {
            finishFirst = () => resolve({ saved: items, dropped: [] });
          }),
      )
      .mockImplementationOnce(async (items) => ({ saved: items, dropped: ["gone"] }));
    const cart = provider(loadedCart(INITIAL_CART_STATE, { a: 1, gone: 1 }));

    cart.changes.save({ a: 1, gone: 1 });
    cart.changes.save({ a: 2, gone: 1 });
    cart.changes.save({ a: 3, gone: 1 });
    await vi.waitFor(() => expect(sync.saveDroppingUnknown).toHaveBeenCalledTimes(1), SETTLED);
    finishFirst();
    await vi.waitFor(() => expect(sync.saveDroppingUnknown).toHaveBeenCalledTimes(2), SETTLED);
    expect(sync.saveDroppingUnknown.mock.calls.map(([items]) => items)).toEqual([
      { a: 1, gone: 1 },
      { a: 3, gone: 1 },
    ]);
    await vi.waitFor(() => expect(cart.state.items).toEqual({ a: 1 }), SETTLED);
  });

  it("report a failed save in the cart's words", async () => {
    const failure = new Error("offline");
    sync.saveDroppingUnknown.mockRejectedValueOnce(failure);
    provider().changes.save({ a: 1 });
    await vi.waitFor(() => expect(sync.reportSyncFailure).toHaveBeenCalledWith(failure), SETTLED);
  });
});

describe("the login merge (SPEC §4.1)", () => {
  it("adopts the server cart without a request when the guest cart is empty", async () => {
    const cart = provider();
    await expect(cart.changes.mergeGuestCartInto({ a: 2 })).resolves.toBe(true);
    expect(cart.state.items).toEqual({ a: 2 });
    expect(sync.saveDroppingUnknown).not.toHaveBeenCalled();
  });

  it("sums the guest cart into the server's, saves it and drops unknown lines", async () => {
    sync.saveDroppingUnknown.mockImplementationOnce(async (items) => ({
      saved: items,
      dropped: ["gone"],
    }));
    const cart = provider(loadedCart(INITIAL_CART_STATE, { a: 1, gone: 1 }));
    await expect(cart.changes.mergeGuestCartInto({ a: 2, b: 1 })).resolves.toBe(true);
    expect(sync.saveDroppingUnknown).toHaveBeenCalledWith({ a: 3, b: 1, gone: 1 });
    expect(cart.state.items).toEqual({ a: 3, b: 1 });
  });

  it("resolves false, with the cart's words, when the server cannot store the merge", async () => {
    const failure = new Error("500");
    sync.saveDroppingUnknown.mockRejectedValueOnce(failure);
    const cart = provider(loadedCart(INITIAL_CART_STATE, { a: 1 }));
    await expect(cart.changes.mergeGuestCartInto({})).resolves.toBe(false);
    expect(sync.reportSyncFailure).toHaveBeenCalledWith(failure);
    expect(cart.state.items).toEqual({ a: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { MESSAGES, codNotAvailableIn, minimumOrderMessage } from "@domain/messages";
import {
  freeDeliveryShortfall,
  localSummary,
  newIdempotencyKey,
  placeOrderBlocker,
  toOrderLines,
} from "./checkout-model";

const address = {
  _id: "a1",
  barangay: "Polvorista",
  city: "Sorsogon City",
  state: "Sorsogon",
  country: "Philippines",
};

describe("local Order Summary (domain/pricing)", () => {
  it("prices a Zone 1 order: fee 20, 2% tax rounded down", () => {
    expect(localSummary(170, address)).toMatchObject({
      subtotal: 170,
      zone: 1,
      zoneLabel: "Zone 1 (within 2 km)",
      deliveryFee: 20,
      freeDelivery: false,
      taxAmount: 3,
      total: 193,
      codAvailable: true,
      codMessage: MESSAGES.COD_ADDRESS_VERIFIED,
    });
  });

  it("delivers free from ₱500", () => {
    expect(localSummary(500, address)).toMatchObject({
      deliveryFee: 0,
      freeDelivery: true,
      taxAmount: 10,
      total: 510,
    });
    expect(freeDeliveryShortfall(499.99)).toBe(0.01);
    expect(freeDeliveryShortfall(650)).toBe(0);
  });

  it("without an address: no zone, no fee, asks for an address", () => {
    expect(localSummary(200, null)).toMatchObject({
      zone: null,
      deliveryFee: 0,
      total: 204,
      codAvailable: false,
      codMessage: MESSAGES.PLEASE_SELECT_ADDRESS,
    });
  });
});

describe("Place Order checks, in SPEC §5 order", () => {
  const ok = { loggedIn: true, address, lineCount: 2, subtotal: 170 };

  it("login first, even with nothing else right", () => {
    expect(
      placeOrderBlocker({ loggedIn: false, address: null, lineCount: 0, subtotal: 0 }),
    ).toEqual({ kind: "login", message: MESSAGES.LOGIN_TO_PLACE_ORDER });
  });
  it("then an address", () => {
    expect(placeOrderBlocker({ ...ok, address: null, lineCount: 0 })).toEqual({
      kind: "toast",
      message: MESSAGES.PLEASE_SELECT_ADDRESS,
    });
  });
  it("then a non-empty cart", () => {
    expect(placeOrderBlocker({ ...ok, lineCount: 0, subtotal: 0 })).toEqual({
      kind: "toast",
      message: MESSAGES.CART_EMPTY,
    });
  });
  it("then the ₱150 minimum, with the exact message", () => {
    expect(placeOrderBlocker({ ...ok, subtotal: 149.99 })).toEqual({
      kind: "toast",
      message: minimumOrderMessage(149.99),
    });
    expect(placeOrderBlocker({ ...ok, subtotal: 150 })).toBeNull();
  });
  it("then the COD address check, which opens the dialog", () => {
    expect(placeOrderBlocker({ ...ok, address: { ...address, barangay: "Atlantis" } })).toEqual({
      kind: "cod",
      message: codNotAvailableIn("Atlantis"),
    });
  });
});

describe("order lines and idempotency keys", () => {
  it("sends product and quantity, sorted, without empty lines", () => {
    expect(
      toOrderLines([
        { id: "b", quantity: 2 },
        { id: "a", quantity: 1 },
        { id: "c", quantity: 0 },
      ]),
    ).toEqual([
      { product: "a", quantity: 1 },
      { product: "b", quantity: 2 },
    ]);
  });

  it("makes a v4 UUID even without crypto.randomUUID", () => {
    const key = newIdempotencyKey({
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => a,
    });
    expect(key).toBe("00000000-0000-4000-8000-000000000000");
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

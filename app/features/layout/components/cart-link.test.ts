import { describe, expect, it } from "vitest";
import { cartLabel } from "./cart-link";

describe("cartLabel", () => {
  it("names the count only once it is known (never in the server's HTML)", () => {
    expect(cartLabel(null)).toBe("Cart");
    expect(cartLabel(0)).toBe("Cart, 0 items");
    expect(cartLabel(1)).toBe("Cart, 1 item");
    expect(cartLabel(12)).toBe("Cart, 12 items");
  });
});

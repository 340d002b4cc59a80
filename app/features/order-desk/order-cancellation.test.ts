import { describe, expect, it } from "vitest";
import { cancelledByLabel, readCancellation } from "./order-cancellation";
import { toSlipView } from "./slip-view";

describe("the desk's cancellation line", () => {
  it("reads a well-formed cancellation and names who cancelled", () => {
    expect(
      readCancellation({ by: "customer", reason: " I ordered by mistake ", details: "x" }),
    ).toEqual({ by: "customer", reason: "I ordered by mistake", details: "x" });
    expect(readCancellation({ by: "seller", reason: "", details: "  " })).toEqual({
      by: "seller",
      reason: "",
    });
    expect(cancelledByLabel("customer")).toBe("Cancelled by the customer");
    expect(cancelledByLabel("seller")).toBe("Cancelled by the store");
    expect(cancelledByLabel("system")).toBe("Cancelled by the system");
  });

  it("anything else reads as none", () => {
    for (const x of [undefined, null, "customer", 3, {}, { by: "hacker", reason: "x" }])
      expect(readCancellation(x)).toBeNull();
    expect(readCancellation({ by: "customer", reason: 5 })).toEqual({ by: "customer", reason: "" });
  });

  it("the slip shows it only on a cancelled order", () => {
    const cancellation = { by: "customer", reason: "It is taking too long" };
    expect(toSlipView({ orderId: "a", status: "Cancelled", cancellation }).cancellation).toEqual(
      cancellation,
    );
    expect(toSlipView({ orderId: "a", status: "Confirmed", cancellation }).cancellation).toBeNull();
    expect(toSlipView({ orderId: "a", status: "Cancelled" }).cancellation).toBeNull();
  });
});

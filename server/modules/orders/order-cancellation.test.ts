import { describe, expect, it } from "vitest";
import { CANCEL_REASONS, selfCancelNotes } from "@domain/order-cancel";
import { cancellationOf, cancelledByOf } from "./order-cancellation";

describe("cancellationOf: who cancelled and why, read back from the timeline note", () => {
  it.each(CANCEL_REASONS.map((r) => [r.value, r.label] as const))(
    "a shopper's %s reads back as its label, with and without words",
    (value, label) => {
      expect(cancellationOf("customer", selfCancelNotes(value, ""))).toEqual({
        by: "customer",
        reason: label,
      });
      expect(cancellationOf("customer", selfCancelNotes(value, 'Wrong "size". Sorry'))).toEqual({
        by: "customer",
        reason: label,
        details: 'Wrong "size". Sorry',
      });
    },
  );

  it("a note in another shape is kept whole, and the store's notes are its reason", () => {
    expect(cancellationOf("customer", "Cancelled by the customer: Something new")).toEqual({
      by: "customer",
      reason: "Something new",
    });
    expect(cancellationOf("customer", "changed my mind")).toEqual({
      by: "customer",
      reason: "changed my mind",
    });
    expect(cancellationOf("seller", "Out of rice, called her")).toEqual({
      by: "seller",
      reason: "Out of rice, called her",
    });
    expect(cancellationOf("seller", "")).toEqual({ by: "seller", reason: "" });
    // A store's note that looks like a shopper's is still the store's words.
    expect(cancellationOf("seller", selfCancelNotes("too-slow", ""))).toEqual({
      by: "seller",
      reason: "Cancelled by the customer: It is taking too long",
    });
  });

  it("the log's actor types narrow to who cancelled", () => {
    expect(["customer", "seller", "system", "other"].map(cancelledByOf)).toEqual([
      "customer",
      "seller",
      "system",
      "seller",
    ]);
  });
});

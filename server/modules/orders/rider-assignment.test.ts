import { describe, expect, it } from "vitest";
import { readRiderAssigned, riderAssignedMessage } from "./rider-assignment";

describe("the bus message of a change of rider", () => {
  it("reads back what was sent: the new rider and the one who had the order", () => {
    const text = riderAssignedMessage("order-1", {
      from: { id: "r1", name: "Ana" },
      to: { id: "r2", name: "Ben" },
    });
    expect(readRiderAssigned(text)).toEqual({
      orderId: "order-1",
      rider: { id: "r2", name: "Ben" },
      previousRiderId: "r1",
    });
    expect(readRiderAssigned(riderAssignedMessage("o", { from: null, to: null }))).toEqual({
      orderId: "o",
      rider: null,
      previousRiderId: null,
    });
  });

  it("ignores what is not one of its messages", () => {
    for (const payload of ["", "12", "{", "null", '{"rider":{"id":"r"}}', "[]"])
      expect(readRiderAssigned(payload), payload).toBeNull();
    expect(readRiderAssigned('{"orderId":"o","rider":{"id":5}}')).toEqual({
      orderId: "o",
      rider: null,
      previousRiderId: null,
    });
  });
});

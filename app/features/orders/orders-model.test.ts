import { describe, expect, it } from "vitest";
import {
  ALL_ORDERS,
  ORDER_FILTERS,
  countByFilter,
  filterOrders,
  orderFilterHref,
  parseOrderFilter,
} from "./order-filter";

describe("order status filter", () => {
  const orders = [
    { status: "Order Placed" },
    { status: "Delivered" },
    { status: "Delivered" },
    { status: "Mystery" },
  ];

  it("offers All and the six statuses", () => {
    expect(ORDER_FILTERS).toEqual([
      ALL_ORDERS,
      "Order Placed",
      "Confirmed",
      "Preparing",
      "Out for Delivery",
      "Delivered",
      "Cancelled",
    ]);
  });

  it("reads the URL, falling back to All", () => {
    expect(parseOrderFilter("Delivered")).toBe("Delivered");
    expect(parseOrderFilter("delivered")).toBe(ALL_ORDERS);
    expect(parseOrderFilter(null)).toBe(ALL_ORDERS);
  });

  it("links each option", () => {
    expect(orderFilterHref("/orders", ALL_ORDERS)).toBe("/orders");
    expect(orderFilterHref("/my-orders", "Out for Delivery")).toBe(
      "/my-orders?status=Out+for+Delivery",
    );
  });

  it("filters and counts; an unknown status shows under All only", () => {
    expect(filterOrders(orders, "Delivered")).toHaveLength(2);
    expect(filterOrders(orders, ALL_ORDERS)).toHaveLength(4);
    expect(countByFilter(orders)).toMatchObject({
      All: 4,
      "Order Placed": 1,
      Delivered: 2,
      Cancelled: 0,
    });
  });
});

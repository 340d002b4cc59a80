import { describe, expect, it } from "vitest";
import { formatManilaDate, formatManilaDateTime, formatManilaTime } from "./manila-time";
import {
  ALL_ORDERS,
  ORDER_FILTERS,
  countByFilter,
  filterOrders,
  orderFilterHref,
  parseOrderFilter,
} from "./order-filter";

describe("Manila times", () => {
  it("reads UTC instants in Asia/Manila (UTC+8)", () => {
    expect(formatManilaDateTime("2025-06-05T07:05:00.000Z")).toBe("Jun 5, 2025, 3:05 PM");
    expect(formatManilaDateTime("2025-12-31T16:30:00.000Z")).toBe("Jan 1, 2026, 12:30 AM");
    expect(formatManilaTime("2025-06-05T04:00:00.000Z")).toBe("12:00 PM");
    expect(formatManilaDate("2025-06-04T23:59:00.000Z")).toBe("Jun 5, 2025");
  });

  it("leaves an unreadable time blank", () => {
    expect(formatManilaDateTime("not a date")).toBe("");
  });
});

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

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrderNumber } from "@domain/cash-change";
import { orders, users } from "../../db/schema";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import { insertOrder } from "./test-orders";

describe(`day report CSV: every time on the store's clock (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: Awaited<ReturnType<typeof loginAsSeller>>;

  beforeAll(async () => {
    t = await createTestContext();
    seller = await loginAsSeller(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives placed and delivered times both in Asia/Manila, in the same format", async () => {
    const day = "2026-04-02";
    const [owner] = await t.db
      .insert(users)
      .values({ name: "Clock Buyer", email: "clock@example.com", passwordHash: "unused" })
      .returning();
    // Placed 11:50 PM Manila (15:50 UTC), delivered after Manila midnight: the UTC date and
    // hour differ from Manila's on both, so a time left in UTC cannot pass.
    const placed = await insertOrder(t.db, owner!.id, {
      createdAt: new Date("2026-04-02T15:50:00Z"),
    });
    const waiting = await insertOrder(t.db, owner!.id, {
      createdAt: new Date("2026-04-02T01:05:00Z"),
    });
    await t.db
      .update(orders)
      .set({
        status: "Delivered",
        actualDeliveryTime: new Date("2026-04-02T16:35:00Z"),
        isPaid: true,
      })
      .where(eq(orders.id, placed.id));

    const csv = await t.request("GET", `/api/order/report?date=${day}&format=csv`, {
      token: seller.token,
    });
    expect(csv.status).toBe(200);
    const [header, ...rows] = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const columns = header!.split(",");
    expect(columns).toContain("Placed (Asia/Manila)");
    expect(columns).toContain("Delivered (Asia/Manila)");
    expect(columns.some((c) => /UTC/.test(c))).toBe(false);

    const cells = (row: string) =>
      row
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .map((c) => c.replace(/,$/, "").replace(/^"|"$/g, "").replace(/""/g, '"'));
    const byNumber = new Map(rows.map((row) => [cells(row)[0], cells(row)]));
    const placedAt = columns.indexOf("Placed (Asia/Manila)");
    const deliveredAt = columns.indexOf("Delivered (Asia/Manila)");

    const delivered = byNumber.get(shortOrderNumber(placed.id))!;
    expect(delivered[placedAt]).toBe("Apr 2, 2026, 11:50 PM");
    expect(delivered[deliveredAt]).toBe("Apr 3, 2026, 12:35 AM");
    const open = byNumber.get(shortOrderNumber(waiting.id))!;
    expect(open[placedAt]).toBe("Apr 2, 2026, 9:05 AM");
    expect(open[deliveredAt]).toBe("");

    // The JSON keeps its instants and says the delivery time the same way too.
    const json = await t.call<{
      report: {
        orders: { orderId: string; deliveredAt: string | null; deliveredAtText: string }[];
      };
    }>("GET", `/api/order/report?date=${day}`, { token: seller.token });
    const line = json.body.report.orders.find((o) => o.orderId === placed.id)!;
    expect(line.deliveredAt).toBe("2026-04-02T16:35:00.000Z");
    expect(line.deliveredAtText).toBe("Apr 3, 2026, 12:35 AM");
  });
});

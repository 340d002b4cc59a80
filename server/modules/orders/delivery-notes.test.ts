import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, orders, users } from "../../db/schema";
import { addressInput, createProduct } from "../../test/factories";
import { expectDbUnchanged } from "../../test/db-snapshot";
import { createTestContext, DB_KIND, loginAsSeller, type TestContext } from "../../test/harness";
import {
  expectRefused,
  lines,
  ordersOfUser,
  shopperWithAddress,
  type Shopper,
} from "../../test/shopper";
import type { AddressBody, AddressesBody, OrderBody, OrdersBody } from "../../test/api-bodies";

type SlipBody = {
  slip: { address: { landmark?: string }; riderNote?: string; items: { name: string }[] };
};

describe(`landmark on the address, note to the rider on the order (${DB_KIND})`, () => {
  let t: TestContext;
  let seller: string;
  let rice: { id: string };
  beforeAll(async () => {
    t = await createTestContext();
    seller = (await loginAsSeller(t)).token;
    rice = await createProduct(t.db, { name: "Dinorado Rice 2kg", price: 160 });
  });
  afterAll(async () => {
    await t.close();
  });

  const cod = (s: Shopper, extra: Record<string, unknown> = {}, key?: string) =>
    t.call<OrderBody>("POST", "/api/order/cod", {
      token: s.token,
      json: { items: lines([rice, 1]), address: s.addressId, ...extra },
      headers: key ? { "idempotency-key": key } : undefined,
    });
  const slipOf = (orderId: string) =>
    t.call<SlipBody>("GET", `/api/order/slip/${orderId}`, { token: seller });

  it("saves a landmark, trimmed, lists it and snapshots it on the order", async () => {
    const s = await shopperWithAddress(t, { landmark: "  across the chapel, blue gate " });
    const listed = await t.call<AddressesBody>("GET", "/api/address/get", { token: s.token });
    expect(listed.body.addresses[0]!.landmark).toBe("across the chapel, blue gate");

    const placed = await cod(s);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.address.landmark).toBe("across the chapel, blue gate");

    // The order keeps its snapshot when the saved address changes later.
    await t.db
      .update(addresses)
      .set({ landmark: "near the new bakery" })
      .where(eq(addresses.id, s.addressId));
    const mine = await t.call<OrdersBody>("GET", "/api/order/user", { token: s.token });
    expect(mine.body.orders[0]!.address.landmark).toBe("across the chapel, blue gate");
    const slip = await slipOf(placed.body.order._id);
    expect(slip.body.slip.address.landmark).toBe("across the chapel, blue gate");
  });

  it("a landmark's line breaks become spaces; a blank one is no landmark", async () => {
    const s = await shopperWithAddress(t);
    const add = (landmark: unknown) =>
      t.call<AddressBody>("POST", "/api/address/add", {
        token: s.token,
        json: { address: { ...addressInput(), landmark } },
      });
    expect((await add("beside the\r\nsari-sari store")).body.address.landmark).toBe(
      "beside the sari-sari store",
    );
    for (const blank of ["   ", "", null]) {
      const res = await add(blank);
      expect(res.status).toBe(201);
      expect(res.body.address).not.toHaveProperty("landmark");
    }
  });

  it.each([
    ["121 characters", "x".repeat(121), "Landmark must be at most 120 characters"],
    ["a number", 42, "Landmark must be text"],
  ])("refuses a landmark of %s with a clear message, saving nothing", async (_, value, words) => {
    const s = await shopperWithAddress(t);
    await expectDbUnchanged(t.db, async () => {
      const res = await t.call<AddressBody>("POST", "/api/address/add", {
        token: s.token,
        json: { address: { ...addressInput(), landmark: value } },
      });
      expectRefused(res, 400);
      expect(res.body.message).toBe(`address.landmark: ${words}`);
    });
  });

  it("accepts a landmark of exactly 120 characters", async () => {
    const s = await shopperWithAddress(t, { landmark: "y".repeat(120) });
    const listed = await t.call<AddressesBody>("GET", "/api/address/get", { token: s.token });
    expect(listed.body.addresses[0]!.landmark).toBe("y".repeat(120));
  });

  it("stores the note to the rider trimmed and shows it to the shopper, the desk and the slip", async () => {
    const s = await shopperWithAddress(t);
    const placed = await cod(s, {
      riderNote: "  Please call when at the gate.\nDog is friendly. ",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const note = "Please call when at the gate. Dog is friendly.";
    expect(placed.body.order.riderNote).toBe(note);
    const [row] = await ordersOfUser(t.db, s.userId);
    expect(row!.riderNote).toBe(note);
    const mine = await t.call<OrdersBody>("GET", "/api/order/user", { token: s.token });
    expect(mine.body.orders[0]!.riderNote).toBe(note);
    const desk = await t.call<OrdersBody>("GET", "/api/order/seller", { token: seller });
    expect(desk.body.orders.find((o) => o._id === placed.body.order._id)!.riderNote).toBe(note);
    expect((await slipOf(placed.body.order._id)).body.slip.riderNote).toBe(note);
  });

  it("a blank note is no note; the call without one works as before", async () => {
    const s = await shopperWithAddress(t);
    for (const extra of [{ riderNote: "   " }, { riderNote: null }, {}]) {
      const res = await cod(s, extra);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.order).not.toHaveProperty("riderNote");
    }
    const rows = await ordersOfUser(t.db, s.userId);
    expect(rows.map((r) => r.riderNote)).toEqual([null, null, null]);
  });

  it("refuses a note of 10,000 characters with a clear message and places nothing", async () => {
    const s = await shopperWithAddress(t);
    await t.db
      .update(users)
      .set({ cartItems: { [rice.id]: 1 } })
      .where(eq(users.id, s.userId));
    await expectDbUnchanged(t.db, async () => {
      const res = await cod(s, { riderNote: "n".repeat(10_000) }, "note-too-long-1");
      expectRefused(res, 400);
      expect(res.body.message).toBe("riderNote: Note to the rider must be at most 300 characters");
    });
    expect(await ordersOfUser(t.db, s.userId)).toEqual([]);
    const [user] = await t.db.select().from(users).where(eq(users.id, s.userId));
    expect(user!.cartItems).toEqual({ [rice.id]: 1 });
  });

  it("accepts a note of exactly 300 characters and refuses one that is not text", async () => {
    const s = await shopperWithAddress(t);
    const ok = await cod(s, { riderNote: "z".repeat(300) });
    expect(ok.status).toBe(201);
    expect(ok.body.order.riderNote).toHaveLength(300);
    await expectDbUnchanged(t.db, async () => {
      const res = await cod(s, { riderNote: ["gate"] });
      expectRefused(res, 400);
      expect(res.body.message).toBe("riderNote: Note to the rider must be text");
    });
  });

  it("the note is part of what an Idempotency-Key stands for", async () => {
    const s = await shopperWithAddress(t);
    const first = await cod(s, { riderNote: "Blue gate" }, "note-key-1");
    expect(first.status).toBe(201);
    const again = await cod(s, { riderNote: "Blue gate" }, "note-key-1");
    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe(first.body.order._id);
    await expectDbUnchanged(t.db, async () => {
      const changed = await cod(s, { riderNote: "Green gate" }, "note-key-1");
      expectRefused(changed, 422);
    });
  });

  it("the day report CSV gains Landmark and Note to rider at the end, the columns before unchanged", async () => {
    const s = await shopperWithAddress(t, { landmark: 'the "big" acacia, Purok 3' });
    const placed = await cod(s, { riderNote: "=call me first" });
    expect(placed.status).toBe(201);
    const csv = await t.request("GET", "/api/order/report?format=csv", { token: seller });
    const [header, ...rows] = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      "Order number,Placed (Asia/Manila),Status,Customer,Phone,Barangay,Items,Subtotal,Delivery fee,Tax,Total,Payment,Paid,Delivered (Asia/Manila),Order id,Landmark,Note to rider",
    );
    const row = rows.find((r) => r.includes(placed.body.order._id))!;
    // Quoted where needed; a formula-looking note is neutralised like the other shopper text.
    expect(
      row.endsWith(`${placed.body.order._id},"the ""big"" acacia, Purok 3",'=call me first`),
    ).toBe(true);
    const older = await shopperWithAddress(t);
    const plain = await cod(older);
    const csv2 = await (
      await t.request("GET", "/api/order/report?format=csv", { token: seller })
    ).text();
    const plainRow = csv2.split("\r\n").find((r) => r.includes(plain.body.order._id))!;
    expect(plainRow.endsWith(`${plain.body.order._id},,`)).toBe(true);
    const [dbRow] = await t.db.select().from(orders).where(eq(orders.id, plain.body.order._id));
    expect(dbRow!.riderNote).toBeNull();
  });
});

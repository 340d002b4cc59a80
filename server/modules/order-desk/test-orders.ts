import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders, orderStatusHistory, sellers, type OrderRow } from "../../db/schema";
import { addressInput } from "../../test/factories";
import { loginAsSeller, type TestContext } from "../../test/harness";

/** An order written straight to the database (the customer's checkout is tested elsewhere). */
export async function insertOrder(
  db: Database,
  userId: string,
  overrides: { status?: string; createdAt?: Date; name?: string } = {},
): Promise<OrderRow> {
  const status = overrides.status ?? "Order Placed";
  const createdAt = overrides.createdAt ?? new Date();
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      items: [
        {
          productId: "00000000-0000-4000-8000-000000000001",
          product: {
            image: ["/media/0123456789abcdef0123456789abcdef.webp"],
            name: overrides.name ?? "Ligo Sardines",
            category: ["Canned"],
            price: 32.5,
          },
          quantity: 4,
        },
        {
          productId: "00000000-0000-4000-8000-000000000002",
          product: { image: [], name: "Gardenia Bread", category: ["Bakery"], price: 75 },
          quantity: 1,
        },
      ],
      address: { _id: "addr-1", ...addressInput() },
      subtotalCentavos: 20500,
      deliveryChargeCentavos: 2000,
      taxAmountCentavos: 400,
      amountCentavos: 22900,
      deliveryZone: 1,
      status,
      createdAt,
      updatedAt: createdAt,
      estimatedDeliveryTime: new Date(createdAt.getTime() + 60 * 60_000),
    })
    .returning();
  if (!row) throw new Error("insertOrder: nothing inserted");
  await db.insert(orderStatusHistory).values({
    orderId: row.id,
    status: "Order Placed",
    actorType: "customer",
    actorId: userId,
    createdAt,
  });
  return row;
}

export type ApiOrderBody = {
  _id: string;
  status: string;
  isPaid: boolean;
  actualDeliveryTime: string | null;
  [k: string]: unknown;
};
export type ListBody = { success: boolean; message: string; orders: ApiOrderBody[] };
export type UpdateBody = { success: boolean; message: string; order: ApiOrderBody };

/** A logged-in seller (owner or staff) and its id. */
export async function staffMember(t: TestContext, email: string) {
  const { token } = await loginAsSeller(t, email);
  const [row] = await t.db.select().from(sellers).where(eq(sellers.email, email));
  if (!row) throw new Error("staffMember: seller missing");
  return { token, id: row.id };
}

/** The helpers of the order-status tests, bound to one test context. */
export function orderTools(t: TestContext) {
  return {
    updateStatus: (body: Record<string, unknown>, token: string) =>
      t.call<UpdateBody>("POST", "/api/order/update-status", { token, json: body }),
    history: (orderId: string) =>
      t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    orderRow: async (orderId: string) => {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw new Error("orderRow: order missing");
      return row;
    },
  };
}

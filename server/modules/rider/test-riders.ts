import { eq } from "drizzle-orm";
import { sellers } from "../../db/schema";
import type { TestContext } from "../../test/harness";
import { loginAsSeller } from "../../test/harness";
import { upsertSeller } from "../accounts/accounts.service";

/** A signed-in person of the given role: created as a seller, then given the role. */
export async function personWithRole(
  t: TestContext,
  role: "owner" | "staff" | "rider",
  name: string,
) {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await upsertSeller(t.db, email, "seller-pass-123", name);
  await t.db.update(sellers).set({ role }).where(eq(sellers.email, email));
  const { token } = await loginAsSeller(t, email);
  const [row] = await t.db.select().from(sellers).where(eq(sellers.email, email));
  if (!row) throw new Error("personWithRole: seller missing");
  return { token, id: row.id, name, email };
}

export type Person = Awaited<ReturnType<typeof personWithRole>>;

/** Disables a person (the owner's staff screen does this; here, straight in the table). */
export async function disable(t: TestContext, id: string) {
  await t.db.update(sellers).set({ disabledAt: new Date() }).where(eq(sellers.id, id));
}

/** The desk's calls of the rider tests. */
export function deskCalls(t: TestContext, token: string) {
  return {
    move: (orderId: string, status: string, riderId?: string) =>
      t.call<{ success: boolean; message: string; order: { status: string } }>(
        "POST",
        "/api/order/update-status",
        { token, json: { orderId, status, ...(riderId ? { riderId } : {}) } },
      ),
    reassign: (orderId: string, riderId: string) =>
      t.call<{ success: boolean; message: string; order: { rider?: { id: string } } }>(
        "POST",
        "/api/order/assign-rider",
        { token, json: { orderId, riderId } },
      ),
  };
}

/** The accounts, products and orders the hostile route cases of robustness.test.ts run against. */
import { eq } from "drizzle-orm";
import { sellers, users } from "../db/schema";
import { createSession } from "../modules/accounts/sessions.service";
import { makeImage } from "../modules/products/test-images";
import { createProduct } from "./factories";
import { loginAsSeller, type TestContext } from "./harness";
import type { Fixture } from "./route-cases";
import { shopperWithAddress } from "./shopper";

export async function makeFixture(t: TestContext): Promise<Fixture> {
  const customer = await shopperWithAddress(t);
  const seller = await loginAsSeller(t);
  const product = await createProduct(t.db, { name: "Robust Sardines", price: 100 });
  const editable = await createProduct(t.db, { name: "Editable Noodles" });
  const doomed = await createProduct(t.db, { name: "Doomed Soap" });
  const placeOrder = async () => {
    const res = await t.call<{ order: { _id: string } }>("POST", "/api/order/cod", {
      token: customer.token,
      json: { items: [{ product: product.id, quantity: 2 }], address: customer.addressId },
    });
    if (res.status !== 201) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
    return res.body.order._id;
  };
  const riderLogin = await loginAsSeller(t, "robust-rider@example.com");
  const [riderRow] = await t.db
    .update(sellers)
    .set({ role: "rider", name: "Robust Rider" })
    .where(eq(sellers.email, riderLogin.email))
    .returning();
  let emails = 0;
  const fx: Fixture = {
    customer,
    seller,
    product,
    editable,
    doomed,
    statusOrderId: await placeOrder(),
    historyOrderId: await placeOrder(),
    cancelOrderId: await placeOrder(),
    png: await makeImage("png", { seed: 7 }),
    rider: { token: riderLogin.token, id: riderRow!.id },
    freshEmail: () => `robust-${++emails}@example.com`,
    staffMemberId: (
      await t.db
        .insert(sellers)
        .values({ email: "robust-staff@example.com", passwordHash: "unused", role: "staff" })
        .returning()
    )[0]!.id,
    addressOwner: async () => {
      const [row] = await t.db
        .insert(users)
        .values({ name: "Address Owner", email: fx.freshEmail(), passwordHash: "unused" })
        .returning();
      return createSession(t.db, "customer", row!.id);
    },
    sellerSession: async () => {
      const [row] = await t.db
        .insert(sellers)
        .values({ email: fx.freshEmail(), passwordHash: "unused" })
        .returning();
      return createSession(t.db, "seller", row!.id);
    },
  };
  return fx;
}

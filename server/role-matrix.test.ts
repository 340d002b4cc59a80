import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_MESSAGES, roleCan, STAFF_ROLES, type StaffRole } from "@domain/staff-roles";
import { sellers } from "./db/schema";
import { AUTH_MESSAGES } from "./http/auth";
import { upsertSeller } from "./modules/accounts/accounts.service";
import { API_ROUTES } from "./test/api-routes";
import { createProduct } from "./test/factories";
import { createTestContext, DB_KIND, type TestContext } from "./test/harness";
import { ROLE_MATRIX, rowPath, type MatrixFixture, type RoleMatrixRow } from "./test/role-matrix";
import { placeOrder, shopperWithAddress } from "./test/shopper";

// Every back-office call × owner, staff, rider, customer and guest, on one database and one
// session per person for the whole file.

const PASSWORD = "matrix-pass-123";
let t: TestContext;
let fx: MatrixFixture;
let customerToken: string;
const tokens = {} as Record<StaffRole, string>;

async function signIn(role: StaffRole): Promise<string> {
  const res = await t.call<{ token: string }>("POST", "/api/seller/login", {
    json: { email: `${role}@matrix.test`, password: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`${role} login: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

beforeAll(async () => {
  t = await createTestContext();
  for (const role of STAFF_ROLES) {
    await upsertSeller(t.db, `${role}@matrix.test`, PASSWORD, `Matrix ${role}`, role);
    tokens[role] = await signIn(role);
  }
  const [rider] = await t.db.select().from(sellers).where(eq(sellers.email, "rider@matrix.test"));
  const riderId = rider?.id;
  const shopper = await shopperWithAddress(t);
  customerToken = (await shopperWithAddress(t)).token;
  const product = await createProduct(t.db, { price: 200 });
  const placed = await placeOrder(t, shopper, [{ product: product.id, quantity: 1 }]);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  const [target] = await t.db
    .insert(sellers)
    .values({ email: "target@matrix.test", passwordHash: "unused", role: "staff" })
    .returning();
  fx = {
    t,
    orderId: placed.body.order._id,
    productId: product.id,
    riderId: riderId!,
    orderOwnerToken: shopper.token,
    staffTargetId: target!.id,
    password: PASSWORD,
  };
}, 60_000);
afterAll(() => t.close());

const isWrite = (row: RoleMatrixRow) => row.method !== "GET";
/** What a refused caller sends: the refusal comes before any body is read. */
const refusedOptions = (row: RoleMatrixRow) => (isWrite(row) ? { json: {} } : {});

describe(`the role matrix (${DB_KIND})`, () => {
  it("has one row for every call a back-office person can make", () => {
    const described = API_ROUTES.filter(
      (r) => r.access === "seller" || r.access === "customer-or-seller",
    )
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const rows = ROLE_MATRIX.map(
      (row) => `${row.method} ${row.path.replace("Order%20Placed", ":status")}`,
    ).sort();
    expect(rows).toEqual(described);
  });

  for (const row of ROLE_MATRIX) {
    it(`${row.method} ${row.path}: ${row.permission}`, async () => {
      const path = rowPath(row, fx);
      const seen: string[] = [];

      const guest = await t.call(row.method, path, refusedOptions(row));
      seen.push(`guest ${guest.status}`);
      expect(guest.status, "guest").toBe(401);
      expect(guest.body.message).toBe(AUTH_MESSAGES.LOGIN_REQUIRED);

      const customer = await t.call(row.method, path, {
        ...refusedOptions(row),
        token: row.customer ? fx.orderOwnerToken : customerToken,
      });
      if (row.customer) expect(customer.status, "customer").toBe(row.customer);
      else {
        expect(customer.status, "customer").toBe(403);
        expect(customer.body.message).toBe(AUTH_MESSAGES.SELLER_ONLY);
      }

      for (const role of STAFF_ROLES) {
        const allowed = row.permission === "signed-in" || roleCan(role, row.permission);
        const token = tokens[role];
        const options = allowed && row.send ? await row.send(fx) : refusedOptions(row);
        const res = await t.call(row.method, path, { ...options, token });
        // Logging out everywhere ends this person's matrix session too: a new one for later rows.
        if (row.endsSession) tokens[role] = await signIn(role);
        if (allowed) {
          expect(res.status, `${role}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(
            row.allowed ?? 200,
          );
        } else {
          expect(res.status, role).toBe(403);
          expect(res.body, role).toMatchObject({
            message: ROLE_MESSAGES.FORBIDDEN,
            code: "FORBIDDEN_ROLE",
          });
        }
      }
    });
  }
});

/**
 * Every back-office call and the permission it needs: the role matrix test
 * (server/role-matrix.test.ts) sends each one as an owner, a staff member, a rider, a
 * customer and a guest. A module that adds a seller call adds one row here.
 */
import { eq } from "drizzle-orm";
import type { Permission } from "@domain/staff-roles";
import { orders } from "../db/schema";
import { createProduct } from "./factories";
import type { RequestOptions, TestContext } from "./harness";
import { placeOrder, shopperWithAddress } from "./shopper";

export interface MatrixFixture {
  t: TestContext;
  /** An order placed by `orderOwnerToken`'s customer. */
  orderId: string;
  /** A product of the catalogue (its history). */
  productId: string;
  /** The matrix's rider: the fixture's order is given to them for their Delivered tap. */
  riderId: string;
  orderOwnerToken: string;
  /** A staff member the owner's staff calls act on (never one of the matrix's own people). */
  staffTargetId: string;
  /** The password of each matrix person (for their own password change). */
  password: string;
}

export interface RoleMatrixRow {
  method: "GET" | "POST" | "PUT";
  /** ":orderId" and ":id" stand for the fixture's order and product. */
  path: string;
  /** What a permitted caller sends (a fresh product or order when the call uses one up). */
  send?: (fx: MatrixFixture) => Promise<RequestOptions> | RequestOptions;
  /** "signed-in": any back-office person (their own account calls). */
  permission: Permission | "signed-in";
  /** The status a permitted caller gets; 200 unless said. */
  allowed?: number;
  /** The call ends every session of the caller: the test signs them in again after it. */
  endsSession?: true;
  /** A customer credential opens this call too (the order's own timeline): their status. */
  customer?: number;
}

let hires = 0;
const json = (body: unknown): RequestOptions => ({ json: body });
/** An empty upload: past the role check, refused for its missing file (400). */
const emptyForm = (): RequestOptions => ({ body: new FormData() });

async function freshOrder(fx: MatrixFixture): Promise<string> {
  const shopper = await shopperWithAddress(fx.t);
  const product = await createProduct(fx.t.db, { price: 200 });
  const placed = await placeOrder(fx.t, shopper, [{ product: product.id, quantity: 1 }]);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.order._id;
}

function productForm(data: unknown): RequestOptions {
  const form = new FormData();
  form.append("productData", JSON.stringify(data));
  return { body: form };
}

export const ROLE_MATRIX: RoleMatrixRow[] = [
  // The person's own account.
  { method: "GET", path: "/api/seller/is-auth", permission: "signed-in" },
  { method: "GET", path: "/api/seller/me", permission: "signed-in" },
  {
    method: "PUT",
    path: "/api/seller/password",
    permission: "signed-in",
    send: (fx) => json({ currentPassword: fx.password, newPassword: fx.password }),
  },
  { method: "POST", path: "/api/seller/logout-all", permission: "signed-in", endsSession: true },
  // Products.
  {
    method: "POST",
    path: "/api/product/add",
    permission: "products.edit",
    allowed: 201,
    send: () =>
      productForm({ name: "Matrix Rice", description: ["1 kg"], category: ["Rice"], price: 50 }),
  },
  {
    method: "POST",
    path: "/api/product/update",
    permission: "products.edit",
    send: async (fx) => {
      const p = await createProduct(fx.t.db);
      return json({ id: p.id, name: "Renamed", description: ["x"], category: ["Rice"], price: 9 });
    },
  },
  { method: "GET", path: "/api/product/seller-list", permission: "products.edit" },
  {
    method: "POST",
    path: "/api/product/stock",
    permission: "products.edit",
    send: async (fx) => json({ id: (await createProduct(fx.t.db)).id, inStock: false }),
  },
  {
    method: "POST",
    path: "/api/product/delete",
    permission: "products.delete",
    send: async (fx) => json({ id: (await createProduct(fx.t.db)).id }),
  },
  {
    method: "POST",
    path: "/api/product/bulk-import",
    permission: "products.edit",
    allowed: 400,
    send: emptyForm,
  },
  { method: "GET", path: "/api/product/import/template", permission: "products.edit" },
  {
    method: "POST",
    path: "/api/product/import/preview",
    permission: "products.edit",
    allowed: 400,
    send: emptyForm,
  },
  {
    method: "POST",
    path: "/api/product/import",
    permission: "products.edit",
    allowed: 400,
    send: emptyForm,
  },
  { method: "GET", path: "/api/product/export", permission: "catalog.export" },
  // The order desk.
  { method: "GET", path: "/api/order/seller", permission: "orders.manage" },
  { method: "GET", path: "/api/order/by-status/Order%20Placed", permission: "orders.manage" },
  {
    method: "POST",
    path: "/api/order/update-status",
    permission: "orders.manage",
    send: async (fx) => json({ orderId: await freshOrder(fx), status: "Confirmed" }),
  },
  { method: "GET", path: "/api/order/seller/counts", permission: "orders.manage" },
  {
    method: "POST",
    path: "/api/order/acknowledge",
    permission: "orders.manage",
    send: (fx) => json({ orderId: fx.orderId }),
  },
  { method: "GET", path: "/api/order/slip/:orderId", permission: "orders.manage" },
  {
    method: "GET",
    path: "/api/order/status-history/:orderId",
    permission: "orders.manage",
    customer: 200,
  },
  { method: "GET", path: "/api/events/seller", permission: "orders.manage" },
  // Reports.
  { method: "GET", path: "/api/order/summary", permission: "reports.view" },
  { method: "GET", path: "/api/order/report", permission: "reports.view" },
  { method: "GET", path: "/api/seller/dashboard", permission: "reports.view" },
  { method: "GET", path: "/api/seller/dashboard.csv", permission: "reports.view" },
  // The activity trail: the owner's screen, and a product's own history in its edit dialog.
  { method: "GET", path: "/api/seller/activity", permission: "activity.view" },
  { method: "GET", path: "/api/seller/activity/people", permission: "activity.view" },
  {
    method: "GET",
    path: "/api/seller/products/:id/activity",
    permission: "products.edit",
  },
  // Riders: the desk's picker and reassignment, a rider's own list, stream and Delivered tap.
  { method: "GET", path: "/api/order/riders", permission: "orders.manage" },
  {
    method: "POST",
    path: "/api/order/assign-rider",
    permission: "orders.manage",
    send: async (fx) => {
      const orderId = await freshOrder(fx);
      await fx.t.db
        .update(orders)
        .set({ status: "Out for Delivery" })
        .where(eq(orders.id, orderId));
      return json({ orderId, riderId: fx.riderId });
    },
  },
  { method: "GET", path: "/api/events/rider", permission: "deliveries.own" },
  { method: "GET", path: "/api/rider/deliveries", permission: "deliveries.own" },
  {
    method: "POST",
    path: "/api/rider/deliveries/:orderId/delivered",
    permission: "deliveries.own",
    send: async (fx) => {
      const [order] = await fx.t.db
        .update(orders)
        .set({ status: "Out for Delivery", riderId: fx.riderId })
        .where(eq(orders.id, fx.orderId))
        .returning();
      return json({ cashCollected: order!.amountCentavos / 100, key: "matrix-delivered-1" });
    },
  },
  // The owner's staff screen.
  { method: "GET", path: "/api/seller/staff", permission: "staff.manage" },
  {
    method: "POST",
    path: "/api/seller/staff",
    permission: "staff.manage",
    allowed: 201,
    send: () => json({ name: "Matrix Hire", email: `hire-${++hires}@matrix.test`, role: "staff" }),
  },
  {
    method: "POST",
    path: "/api/seller/staff/role",
    permission: "staff.manage",
    send: (fx) => json({ id: fx.staffTargetId, role: "staff" }),
  },
  {
    method: "POST",
    path: "/api/seller/staff/active",
    permission: "staff.manage",
    send: (fx) => json({ id: fx.staffTargetId, active: true }),
  },
  {
    method: "POST",
    path: "/api/seller/staff/password",
    permission: "staff.manage",
    send: (fx) => json({ id: fx.staffTargetId, password: "target-pass-123" }),
  },
];

export const rowPath = (row: RoleMatrixRow, fx: MatrixFixture) =>
  row.path.replace(":orderId", fx.orderId).replace(":id", fx.productId);

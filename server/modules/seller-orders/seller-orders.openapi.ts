import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import { SellerOrderQuerySchema } from "../order-desk/order-desk.schemas";
import { UpdateStatusSchema } from "./seller-orders.schemas";

const listDescription =
  "Without parameters: every order, newest first (SPEC §7). With any of q, from, to, cursor, limit: one page (default 20) on the keyset (createdAt desc, id desc), with `nextCursor` (null on the last page). Each order carries `acknowledgedAt`.";

const ListAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  orders: z.array(z.looseObject({ _id: z.string(), acknowledgedAt: z.string().nullable() })),
  nextCursor: z.string().nullable().optional(),
});

export const sellerOrderOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/order/seller",
    summary: "The store's orders",
    description: listDescription,
    tags: ["Seller orders"],
    access: "seller",
    query: SellerOrderQuerySchema as unknown as z.ZodObject,
    response: ListAnswer,
  },
  {
    method: "get",
    path: "/api/order/by-status/{status}",
    summary: "The store's orders of one status",
    description: listDescription,
    tags: ["Seller orders"],
    access: "seller",
    params: z.object({ status: z.string() }),
    query: SellerOrderQuerySchema as unknown as z.ZodObject,
    response: ListAnswer,
  },
  {
    method: "post",
    path: "/api/order/update-status",
    summary: "Move an order to its next status (SPEC §4.3)",
    tags: ["Seller orders"],
    access: "seller",
    body: UpdateStatusSchema,
    bodyType: "json",
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      order: z.looseObject({ _id: z.string(), status: z.string() }),
    }),
    errors: { 404: "Order not found", 409: "The order changed meanwhile" },
  },
];

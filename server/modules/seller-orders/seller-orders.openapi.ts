import { z } from "zod";
import { ok, OrderSchema } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { StatusParamSchema, UpdateStatusSchema } from "./seller-orders.schemas";

export const sellerOrdersOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/order/seller",
    summary: "Every order, newest first",
    tags: ["seller-orders"],
    access: "seller",
    response: ok({ orders: z.array(OrderSchema) }),
  },
  {
    method: "get",
    path: "/api/order/by-status/{status}",
    summary: "Orders in one status",
    tags: ["seller-orders"],
    access: "seller",
    params: z.object({ status: StatusParamSchema }),
    response: ok({ orders: z.array(OrderSchema) }),
  },
  {
    method: "post",
    path: "/api/order/update-status",
    summary: "Move an order to another status",
    tags: ["seller-orders"],
    access: "seller",
    body: UpdateStatusSchema,
    response: ok({ order: OrderSchema }),
    errors: { 404: "No such order", 409: "The order moved on, or the change is not allowed" },
  },
];

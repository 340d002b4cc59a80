import { z } from "zod";
import { ok, UnknownProductIdsField } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { CartUpdateSchema } from "./cart.schemas";

export const cartOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/cart/update",
    summary: "Replace the customer's saved cart",
    tags: ["cart"],
    access: "customer",
    body: CartUpdateSchema,
    response: ok({ cartItems: z.record(z.string(), z.number().int()) }),
    errors: {
      400: {
        description: "Invalid input, or products that are not in the catalogue (unknownProductIds)",
        fields: { unknownProductIds: UnknownProductIdsField },
      },
    },
  },
];

import { z } from "zod";
import { AddressSchema, CodReasonField, ok } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { AddAddressSchema } from "./addresses.schemas";

export const addressesOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/address/get",
    summary: "The customer's saved addresses, newest first",
    tags: ["addresses"],
    access: "customer",
    response: ok({ addresses: z.array(AddressSchema) }),
  },
  {
    method: "post",
    path: "/api/address/add",
    summary: "Save a delivery address",
    tags: ["addresses"],
    access: "customer",
    body: AddAddressSchema,
    response: ok({ address: AddressSchema }),
    successStatus: 201,
    errors: {
      400: {
        description: "Invalid input, or an address outside the delivery area (reason)",
        fields: { reason: CodReasonField },
      },
    },
  },
];

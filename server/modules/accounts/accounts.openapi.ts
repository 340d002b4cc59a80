import { z } from "zod";
import { STAFF_ROLES } from "@domain/staff-roles";
import { ok, UserSchema } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import {
  ChangePasswordSchema,
  LoginSchema,
  RegisterSchema,
  UpdateProfileSchema,
} from "./accounts.schemas";

const throttled = {
  429: "Too many failed attempts for this account from this address, or from this address (Retry-After)",
};
const crossSite = {
  403: "Sent by another site (Sec-Fetch-Site: cross-site) that is not an allowed origin",
};

export const accountsOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/user/register",
    summary: "Create a customer account and log in",
    tags: ["accounts"],
    access: "public",
    body: RegisterSchema,
    response: ok({ user: UserSchema, token: z.string() }),
    successStatus: 201,
    errors: { 409: "The email already has an account", ...throttled },
  },
  {
    method: "post",
    path: "/api/user/login",
    summary: "Customer login (sets the session cookie, answers the token)",
    tags: ["accounts"],
    access: "public",
    body: LoginSchema,
    response: ok({ token: z.string(), user: UserSchema }),
    errors: { 401: "Invalid email or password", ...throttled },
  },
  {
    method: "get",
    path: "/api/user/is-auth",
    summary: "The logged-in customer",
    tags: ["accounts"],
    access: "customer",
    response: ok({ user: UserSchema }),
  },
  {
    method: "get",
    path: "/api/user/logout",
    summary: "End this customer session",
    tags: ["accounts"],
    access: "public",
    response: ok({}),
    errors: crossSite,
  },
  {
    method: "put",
    path: "/api/user/update",
    summary: "Change the customer's name",
    tags: ["accounts"],
    access: "customer",
    body: UpdateProfileSchema,
    response: ok({}),
  },
  {
    method: "put",
    path: "/api/user/password",
    summary: "Change the customer's password; other sessions end, this one stays",
    tags: ["accounts"],
    access: "customer",
    body: ChangePasswordSchema,
    response: ok({}),
    errors: { 429: "Too many wrong current passwords (Retry-After)" },
  },
  {
    method: "post",
    path: "/api/user/logout-all",
    summary: "Log the customer out of all devices (every session, this one included)",
    tags: ["accounts"],
    access: "customer",
    response: ok({ ended: z.number().int() }),
  },
  {
    method: "post",
    path: "/api/seller/login",
    summary: "Seller login",
    tags: ["accounts"],
    access: "public",
    body: LoginSchema,
    response: ok({ token: z.string(), role: z.enum(STAFF_ROLES) }),
    errors: {
      401: "Invalid email or password",
      403: "The password is right but the owner has disabled this account",
      ...throttled,
    },
  },
  {
    method: "get",
    path: "/api/seller/is-auth",
    summary: "Whether the seller session is valid",
    tags: ["accounts"],
    access: "seller",
    response: z.object({ success: z.literal(true) }),
  },
  {
    method: "get",
    path: "/api/seller/me",
    summary: "Who is signed in to the back-office, with their role (owner, staff or rider)",
    tags: ["accounts"],
    access: "seller",
    response: ok({
      seller: z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        role: z.enum(STAFF_ROLES),
      }),
    }),
  },
  {
    method: "get",
    path: "/api/seller/logout",
    summary: "End this seller session",
    tags: ["accounts"],
    access: "public",
    response: ok({}),
    errors: crossSite,
  },
  {
    method: "put",
    path: "/api/seller/password",
    summary: "Change the seller's password; other sessions end, this one stays",
    tags: ["accounts"],
    access: "seller",
    body: ChangePasswordSchema,
    response: ok({}),
    errors: { 429: "Too many wrong current passwords (Retry-After)" },
  },
  {
    method: "post",
    path: "/api/seller/logout-all",
    summary: "Log the seller out of all devices",
    tags: ["accounts"],
    access: "seller",
    response: ok({ ended: z.number().int() }),
  },
];

import { z } from "zod";
import { ok } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import {
  AddStaffSchema,
  ChangeRoleSchema,
  ResetPasswordSchema,
  SetActiveSchema,
  StaffMemberSchema,
} from "./staff.schemas";

const generated = z
  .string()
  .optional()
  .describe("The password the server made when none was typed: shown once, never stored");
const ownerOnly = "Owners only (permission staff.manage); anyone else is refused with 403.";
const lastOwner = { 409: "This would leave the store with no active owner" };

export const staffOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/seller/staff",
    summary: "The back-office people: name, email, role, active, last sign-in",
    description: ownerOnly,
    tags: ["staff"],
    access: "seller",
    response: ok({ staff: z.array(StaffMemberSchema) }),
  },
  {
    method: "post",
    path: "/api/seller/staff",
    summary: "Add a person (a first password typed, or generated and answered once)",
    description: ownerOnly,
    tags: ["staff"],
    access: "seller",
    body: AddStaffSchema,
    response: ok({ member: StaffMemberSchema, generatedPassword: generated }),
    successStatus: 201,
    errors: { 409: "A back-office account with this email already exists" },
  },
  {
    method: "post",
    path: "/api/seller/staff/role",
    summary: "Change a person's role (their sessions end)",
    description: ownerOnly,
    tags: ["staff"],
    access: "seller",
    body: ChangeRoleSchema,
    response: ok({ member: StaffMemberSchema }),
    errors: { 404: "No such person", ...lastOwner },
  },
  {
    method: "post",
    path: "/api/seller/staff/active",
    summary: "Disable (every session and live stream ends at once) or enable a person",
    description: ownerOnly,
    tags: ["staff"],
    access: "seller",
    body: SetActiveSchema,
    response: ok({ member: StaffMemberSchema }),
    errors: { 404: "No such person", ...lastOwner },
  },
  {
    method: "post",
    path: "/api/seller/staff/password",
    summary:
      "Reset a person's password (typed, or generated and answered once); their sessions end",
    description: ownerOnly,
    tags: ["staff"],
    access: "seller",
    body: ResetPasswordSchema,
    response: ok({ member: StaffMemberSchema, generatedPassword: generated }),
    errors: { 404: "No such person" },
  },
];

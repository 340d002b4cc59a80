import { z } from "zod";
import { ROLE_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from "@domain/staff-roles";

export const STAFF_MESSAGES = {
  LISTED: "Staff fetched",
  ADDED: "Person added",
  ROLE_CHANGED: "Role changed. They were signed out and sign in again with the new role.",
  DISABLED: "Account disabled. They were signed out everywhere.",
  ENABLED: "Account enabled. They can sign in again.",
  PASSWORD_RESET: "Password reset. They were signed out everywhere.",
  UNCHANGED: "Nothing to change",
  EMAIL_TAKEN: "A back-office account with this email already exists.",
  NOT_FOUND: "No such person in the back-office.",
} as const;

const role = z.enum(STAFF_ROLES, { error: ROLE_MESSAGES.UNKNOWN_ROLE });
const id = z.string({ error: "id is required" }).trim().min(1, "id is required").max(100);

/** Typed by the owner; when left out, the server makes one and shows it once. */
const password = z
  .string()
  .min(
    STAFF_PASSWORD_MIN_LENGTH,
    `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  )
  .max(256, "Password is too long");

export const AddStaffSchema = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .email("Please enter a valid email address")
    .transform((e) => e.toLowerCase()),
  role,
  password: password.optional(),
});

export const ChangeRoleSchema = z.strictObject({ id, role });
export const SetActiveSchema = z.strictObject({
  id,
  active: z.boolean({ error: "active must be true or false" }),
});
export const ResetPasswordSchema = z.strictObject({ id, password: password.optional() });

export const StaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});

export type AddStaffInput = z.infer<typeof AddStaffSchema>;
export type StaffMember = z.infer<typeof StaffMemberSchema>;

import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@domain/store";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address")
  .transform((e) => e.toLowerCase());

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(256, "Password is too long");

export const RegisterSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  email,
  password: password.min(
    PASSWORD_MIN_LENGTH,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
});

export const LoginSchema = z.object({ email, password });

/** PUT /api/user/update: the name only; the email is not editable (SPEC §2.13). */
export const UpdateProfileSchema = z.strictObject(
  {
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(100, "Name must be at most 100 characters"),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "Only your name can be changed; the email is not editable"
        : undefined,
  },
);

export type RegisterInput = z.infer<typeof RegisterSchema>;
export type LoginInput = z.infer<typeof LoginSchema>;

/** PUT /api/user/password and /api/seller/password. */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(256, "Password is too long"),
  newPassword: z
    .string({ error: "New password is required" })
    .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(256, "Password is too long"),
});

export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

import { z } from "zod";
import { isCalendarDay } from "@domain/manila-time";

export const ACTIVITY_MESSAGES = {
  LISTED: "Activity fetched",
  PEOPLE: "People fetched",
  BAD_CURSOR: "cursor is not valid: start again from the first page (leave cursor out)",
  FROM_AFTER_TO: "from must not be after to",
  LIMIT: "limit must be a whole number from 1 to 100",
  KIND: "kind must be one of product, order, staff",
} as const;

export const ACTIVITY_KINDS = ["product", "order", "staff"] as const;
export const DEFAULT_PAGE_SIZE = 30;

const day = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .refine(isCalendarDay, `${field} must be a real date written YYYY-MM-DD`);

const paging = {
  cursor: z
    .string({ error: "cursor must be text" })
    .max(200, ACTIVITY_MESSAGES.BAD_CURSOR)
    .optional()
    .describe("nextCursor of the previous page (opaque)"),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, ACTIVITY_MESSAGES.LIMIT)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, ACTIVITY_MESSAGES.LIMIT)
    .optional()
    .describe(`Lines per page, 1-100 (default ${DEFAULT_PAGE_SIZE})`),
};

/** Query of GET /api/seller/activity: every filter optional, newest first. */
export const ActivityQuerySchema = z
  .object({
    person: z
      .string({ error: "person must be text" })
      .trim()
      .min(1, "person must be a person's id")
      .max(100, "person must be a person's id")
      .optional()
      .describe("The id of the person who made the changes"),
    kind: z.enum(ACTIVITY_KINDS, { error: ACTIVITY_MESSAGES.KIND }).optional(),
    from: day("from").optional().describe("First day, Asia/Manila, inclusive"),
    to: day("to").optional().describe("Last day, Asia/Manila, inclusive"),
    ...paging,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: ACTIVITY_MESSAGES.FROM_AFTER_TO,
    path: ["from"],
  });

export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

/** Query of GET /api/seller/products/:id/activity. */
export const SubjectActivityQuerySchema = z.object(paging);

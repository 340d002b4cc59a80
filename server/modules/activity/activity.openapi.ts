import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";
import { ActivityQuerySchema, SubjectActivityQuerySchema } from "./activity.schemas";

const LineSchema = z.object({
  id: z.string(),
  actor: z.object({
    type: z.enum(["seller", "customer", "system"]),
    id: z.string().nullable(),
    name: z.string().describe("The person's name when they acted"),
  }),
  kind: z.enum(["product", "order", "staff"]),
  action: z.string().describe('What happened, e.g. "product.updated", "order.status"'),
  subjectId: z.string(),
  subjectLabel: z.string().describe("A product's name, an order's number, a person's name"),
  changes: z
    .record(z.string(), z.unknown())
    .describe("Fields before → after as {field: {from, to}}, or other facts of the change"),
  createdAt: z.string(),
});

const PageAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  entries: z.array(LineSchema),
  nextCursor: z.string().nullable().describe("Give it back as cursor; null on the last page"),
});

const paging =
  "Newest first, one page (default 30, at most 100) on the keyset (createdAt desc, id desc).";

export const activityOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/seller/activity",
    summary: "The activity trail: who changed what and when (owner)",
    description: `${paging} Filters: person (a seller's id), kind, from/to (Asia/Manila days, inclusive).`,
    tags: ["Activity"],
    access: "seller",
    query: ActivityQuerySchema as unknown as z.ZodObject,
    response: PageAnswer,
  },
  {
    method: "get",
    path: "/api/seller/activity/people",
    summary: "The back-office people the trail can be filtered by (owner)",
    tags: ["Activity"],
    access: "seller",
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      people: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
    }),
  },
  {
    method: "get",
    path: "/api/seller/products/{id}/activity",
    summary: "One product's own history",
    description: paging,
    tags: ["Activity"],
    access: "seller",
    params: z.object({ id: z.string() }),
    query: SubjectActivityQuerySchema,
    response: PageAnswer,
    errors: { 404: "No such product" },
  },
];

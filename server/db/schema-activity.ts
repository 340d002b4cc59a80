import { bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./schema-columns";

/**
 * The activity trail: who changed what and when, one row per change, written in the transaction
 * that makes the change (server/modules/activity). `kind` is what was changed (a product, an
 * order, a person), `action` what happened to it, `changes` the fields before and after.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorType: text("actor_type", { enum: ["seller", "customer", "system"] }).notNull(),
    actorId: text("actor_id"),
    /** The person's name when they acted, so the trail still reads after a rename. */
    actorName: text("actor_name").notNull().default(""),
    kind: text("kind", { enum: ["product", "order", "staff"] }).notNull(),
    action: text("action").notNull(),
    subjectId: text("subject_id").notNull(),
    /** What the subject was called then: a product's name, an order's short number, a person. */
    subjectLabel: text("subject_label").notNull().default(""),
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  // Newest first, as a plain ORDER BY … DESC reads them (NULLS FIRST), per filter of the screen.
  (t) => [
    index("activity_log_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_log_actor_idx").on(
      t.actorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("activity_log_kind_idx").on(
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("activity_log_subject_idx").on(
      t.subjectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;

// The columns every table of the store's schema writes the same way.
import { text, timestamp } from "drizzle-orm/pg-core";
import { randomUUID } from "node:crypto";

export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => randomUUID());
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

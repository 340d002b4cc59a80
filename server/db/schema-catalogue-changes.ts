// The catalogue's change log: what a product looked like before each change that can move it
// in a list, kept by a trigger on `products` (migration catalogue-changes). Cached list
// positions and counts are corrected from it instead of being recomputed over every row.
import { bigserial, customType, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A 64-bit transaction id (never wraps), compared against a saved pg_snapshot. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

export const catalogueChanges = pgTable(
  "catalogue_changes",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    /** The writing transaction (pg_current_xact_id()), set by the trigger. */
    xid: xid8("xid").notNull(),
    /** The product changed (null would void every kept position; nothing writes one today). */
    productId: text("product_id"),
    /** The row before the change (null for an insert), without its description and images. */
    old: jsonb("old"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalogue_changes_xid_idx").on(t.xid), index("catalogue_changes_at_idx").on(t.at)],
);

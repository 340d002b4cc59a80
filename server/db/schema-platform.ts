// Shared state between instances and stored media: tables the platform layer (server/platform,
// server/modules/media) keeps, apart from the shop's own records in schema.ts.
import {
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./schema-columns";

/** bytea as a Node Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images when MEDIA_STORE=database: one row per stored file name
 * (content-hashed, so a row never changes once written), shared by every instance.
 */
export const mediaBlobs = pgTable("media_blobs", {
  name: text("name").primaryKey(),
  data: bytea("data").notNull(),
  bytes: integer("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * Shared failure counters for login throttling (server/platform/throttle.ts) on PostgreSQL:
 * one row per key and fixed window, updated by one atomic UPSERT so every instance sharing
 * the database sees the same count. The embedded store keeps them in process instead.
 */
export const throttleCounters = pgTable("throttle_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Live event streams open on PostgreSQL (server/platform/stream-slots.ts): one row per open
 * stream, so the per-session and per-address caps hold across instances. `id` orders them by
 * opening (the oldest of a session is closed first); `seen_at` is touched by the instance that
 * holds the stream, so the rows of an instance that died stop counting and are swept.
 */
export const eventStreamSlots = pgTable(
  "event_stream_slots",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    instanceId: text("instance_id").notNull(),
    sessionHash: text("session_hash").notNull(),
    address: text("address").notNull(),
    kind: text("kind").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_stream_slots_session_idx").on(t.sessionHash),
    index("event_stream_slots_address_idx").on(t.address),
    index("event_stream_slots_instance_idx").on(t.instanceId),
  ],
);

/**
 * What an uploaded photo became: the SHA-256 of the source file's bytes and the settings it was
 * encoded with, to the media URL of its renditions. An import that is sent the same photo again
 * finds the product's own picture here without decoding it, and counts the product unchanged.
 * A row stays true whatever happens to the media (encoding is deterministic);
 * it only says something when its URL is still in a product's image list.
 */
export const mediaSources = pgTable(
  "media_sources",
  {
    sourceSha256: text("source_sha256").notNull(),
    encoding: text("encoding").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sourceSha256, t.encoding] })],
);

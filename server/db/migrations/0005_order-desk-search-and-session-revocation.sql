ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(right(id, 8)) || ' ' || lower(coalesce(address->>'firstName', '') || ' ' || coalesce(address->>'lastName', '')) || ' ' || regexp_replace(regexp_replace(coalesce(address->>'phone', ''), '[^0-9]', '', 'g'), '^63', '0')) STORED;--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_id_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_unacknowledged_idx" ON "orders" USING btree ("created_at") WHERE "orders"."acknowledged_at" IS NULL AND "orders"."status" = 'Order Placed';--> statement-breakpoint
-- A deleted session (logout, revocation, expiry sweep) is announced on the bus, so every
-- instance closes the live streams it opened (docs/decisions/090).
CREATE OR REPLACE FUNCTION "notify_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_revoked', OLD."token_hash");
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_revoked"();

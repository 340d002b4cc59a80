ALTER TABLE "order_status_history" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "type" text DEFAULT 'order.status' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acknowledged_by" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_acknowledged_by_sellers_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_history_seq_uq" ON "order_status_history" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_count_non_negative" CHECK ("products"."stock_count" IS NULL OR "products"."stock_count" >= 0);--> statement-breakpoint
-- Existing timelines: the entry written when the order was placed is its creation event.
UPDATE "order_status_history" SET "type" = 'order.created' WHERE "status" = 'Order Placed' AND "actor_type" = 'customer';

CREATE TABLE "product_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "product_words_trgm_idx" ON "product_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_name_idx" ON "products" USING btree ("price_centavos",lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_name_idx" ON "products" USING btree ("price_centavos" DESC NULLS FIRST,lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "products_first_category_sort_idx" ON "products" USING btree (lower("category"[1]) COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "products_stock_newest_idx" ON "products" USING btree ("in_stock","created_at","id");--> statement-breakpoint
CREATE INDEX "products_stock_price_idx" ON "products" USING btree ("in_stock","price_centavos","id");--> statement-breakpoint
CREATE INDEX "products_stock_name_idx" ON "products" USING btree ("in_stock",lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "products_bestseller_idx" ON "products" USING btree ("in_stock","created_at","id") WHERE "products"."bestseller";
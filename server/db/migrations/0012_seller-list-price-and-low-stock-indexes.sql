DROP INDEX "products_first_category_sort_idx";--> statement-breakpoint
CREATE INDEX "products_seller_price_idx" ON "products" USING btree ((("price_centavos")::bigint),"id");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock_count","id") WHERE "products"."stock_count" IS NOT NULL;
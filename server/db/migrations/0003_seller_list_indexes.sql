CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin (lower("brand") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin (lower(coalesce("sku", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_seller_name_idx" ON "products" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_seller_price_idx" ON "products" USING btree ("price_centavos","id");--> statement-breakpoint
CREATE INDEX "products_seller_category_idx" ON "products" USING btree (lower("category"[1]) collate "C","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "products_seller_created_idx" ON "products" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "products_seller_stock_idx" ON "products" USING btree ("in_stock" desc,"created_at" desc,"id" desc);
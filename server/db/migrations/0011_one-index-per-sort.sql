DROP INDEX "products_seller_name_idx";--> statement-breakpoint
DROP INDEX "products_seller_price_idx";--> statement-breakpoint
DROP INDEX "products_seller_created_idx";--> statement-breakpoint
DROP INDEX "products_seller_stock_idx";
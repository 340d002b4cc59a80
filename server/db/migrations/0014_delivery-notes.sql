ALTER TABLE "addresses" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "substitution_default" text DEFAULT 'remove' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_substitution_default_known" CHECK ("users"."substitution_default" IN ('remove', 'call', 'similar'));
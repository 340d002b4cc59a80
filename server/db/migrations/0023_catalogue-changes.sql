CREATE TABLE "catalogue_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"xid" "xid8" NOT NULL,
	"product_id" text,
	"old" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_xid_idx" ON "catalogue_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "catalogue_changes_at_idx" ON "catalogue_changes" USING btree ("at");--> statement-breakpoint
-- Every change to a product that can move it in a list or a filter writes the row as it was
-- before (null for an insert) with the writing transaction's id, so a reader holding positions
-- saved at a snapshot can find exactly what changed since. Updates of other columns
-- (description, images, updated_at) move nothing and are not written.
CREATE OR REPLACE FUNCTION "catalogue_changes_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "catalogue_changes" ("xid", "product_id", "old") VALUES (pg_current_xact_id(), NEW."id", NULL);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "catalogue_changes" ("xid", "product_id", "old")
      VALUES (pg_current_xact_id(), OLD."id", to_jsonb(OLD) - 'description' - 'image');
  ELSIF (OLD."id", OLD."name", OLD."category", OLD."price_centavos", OLD."brand", OLD."bestseller",
         OLD."in_stock", OLD."stock_count", OLD."sku", OLD."created_at")
        IS DISTINCT FROM
        (NEW."id", NEW."name", NEW."category", NEW."price_centavos", NEW."brand", NEW."bestseller",
         NEW."in_stock", NEW."stock_count", NEW."sku", NEW."created_at") THEN
    INSERT INTO "catalogue_changes" ("xid", "product_id", "old")
      VALUES (pg_current_xact_id(), OLD."id", to_jsonb(OLD) - 'description' - 'image');
    IF NEW."id" IS DISTINCT FROM OLD."id" THEN
      INSERT INTO "catalogue_changes" ("xid", "product_id", "old") VALUES (pg_current_xact_id(), NEW."id", NULL);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changes"
  AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "catalogue_changes_log"();
--> statement-breakpoint
-- A TRUNCATE fires no row trigger: just before it, every product is written as deleted.
CREATE OR REPLACE FUNCTION "catalogue_changes_truncating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_changes" ("xid", "product_id", "old")
    SELECT pg_current_xact_id(), p."id", to_jsonb(p) - 'description' - 'image' FROM "products" p;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncating"
  BEFORE TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changes_truncating"();

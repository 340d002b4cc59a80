-- Any change to products announces itself on the bus channel catalogue_changed, so every
-- server instance drops its cached catalogue answers (server/platform/cache.ts) without the
-- module that made the change having to remember. One NOTIFY per statement; NOTIFY inside a
-- transaction is delivered after the commit (and never on rollback), and identical
-- notifications of one transaction are folded into one.
CREATE OR REPLACE FUNCTION "catalogue_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed_notify"();
--> statement-breakpoint
-- The search vocabulary (product_words): every word of 3+ characters with a letter, of every
-- product name, kept as names are added or renamed.
CREATE OR REPLACE FUNCTION "product_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_words" ("word")
    SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW."name"), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_words"
  AFTER INSERT OR UPDATE OF "name" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_words_add"();
--> statement-breakpoint
INSERT INTO "product_words" ("word")
  SELECT DISTINCT w FROM "products", regexp_split_to_table(lower("products"."name"), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;

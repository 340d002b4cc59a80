CREATE TABLE "sales_daily_hours" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sales_daily_hours_day_hour_pk" PRIMARY KEY("day","hour")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_places" (
	"day" date NOT NULL,
	"barangay" text NOT NULL,
	"zone" smallint NOT NULL,
	"orders" integer NOT NULL,
	"delivered" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"revenue_centavos" bigint NOT NULL,
	CONSTRAINT "sales_daily_places_day_barangay_zone_pk" PRIMARY KEY("day","barangay","zone")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_products" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"lines" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue_centavos" bigint NOT NULL,
	"name" text,
	"last_at" timestamp with time zone NOT NULL,
	"last_order_id" text NOT NULL,
	CONSTRAINT "sales_daily_products_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_riders" (
	"day" date NOT NULL,
	"rider_id" text NOT NULL,
	"deliveries" integer NOT NULL,
	"cash_centavos" bigint NOT NULL,
	CONSTRAINT "sales_daily_riders_day_rider_id_pk" PRIMARY KEY("day","rider_id")
);
--> statement-breakpoint
-- What one order adds to (sign 1) or takes from (sign -1) the dashboard's daily rollups: its
-- Manila placing day, counted by its status now. Rows that fall to nothing are removed, and a
-- product's name is looked up again when the order it came from stops counting.
CREATE OR REPLACE FUNCTION "sales_rollup_apply"(o "orders", s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE 'Asia/Manila')::date;
  delivered boolean := o.status = 'Delivered';
BEGIN
  INSERT INTO "sales_daily_places" AS t ("day", "barangay", "zone", "orders", "delivered", "cancelled", "revenue_centavos")
    VALUES (d, coalesce(o.address->>'barangay', ''), coalesce(o.delivery_zone, 0), s,
      CASE WHEN delivered THEN s ELSE 0 END, CASE WHEN o.status = 'Cancelled' THEN s ELSE 0 END,
      CASE WHEN delivered THEN s * o.amount_centavos ELSE 0 END)
    ON CONFLICT ("day", "barangay", "zone") DO UPDATE SET "orders" = t."orders" + excluded."orders",
      "delivered" = t."delivered" + excluded."delivered", "cancelled" = t."cancelled" + excluded."cancelled",
      "revenue_centavos" = t."revenue_centavos" + excluded."revenue_centavos";
  INSERT INTO "sales_daily_hours" AS t ("day", "hour", "orders")
    VALUES (d, extract(hour FROM o.created_at AT TIME ZONE 'Asia/Manila')::int, s)
    ON CONFLICT ("day", "hour") DO UPDATE SET "orders" = t."orders" + excluded."orders";
  IF delivered THEN
    INSERT INTO "sales_daily_products" AS t ("day", "product_id", "lines", "units", "revenue_centavos", "name", "last_at", "last_order_id")
      SELECT d, l.line->>'productId', s * count(*), s * sum((l.line->>'quantity')::int),
        s * sum(round((l.line->'product'->>'price')::numeric * 100) * (l.line->>'quantity')::int),
        (array_agg(l.line->'product'->>'name' ORDER BY l.n))[1], o.created_at, o.id
      FROM jsonb_array_elements(o.items) WITH ORDINALITY AS l(line, n)
      -- Rows locked in one order (tables, then products by id), so two changes never deadlock.
      GROUP BY l.line->>'productId' ORDER BY l.line->>'productId'
    ON CONFLICT ("day", "product_id") DO UPDATE SET "lines" = t."lines" + excluded."lines",
      "units" = t."units" + excluded."units", "revenue_centavos" = t."revenue_centavos" + excluded."revenue_centavos",
      "name" = CASE WHEN s > 0 AND (excluded."last_at", excluded."last_order_id") > (t."last_at", t."last_order_id") THEN excluded."name" ELSE t."name" END,
      "last_at" = CASE WHEN s > 0 AND (excluded."last_at", excluded."last_order_id") > (t."last_at", t."last_order_id") THEN excluded."last_at" ELSE t."last_at" END,
      "last_order_id" = CASE WHEN s > 0 AND (excluded."last_at", excluded."last_order_id") > (t."last_at", t."last_order_id") THEN excluded."last_order_id" ELSE t."last_order_id" END;
    IF o.rider_id IS NOT NULL THEN
      INSERT INTO "sales_daily_riders" AS t ("day", "rider_id", "deliveries", "cash_centavos")
        VALUES (d, o.rider_id, s, s * coalesce(o.cash_collected_centavos, 0))
        ON CONFLICT ("day", "rider_id") DO UPDATE SET "deliveries" = t."deliveries" + excluded."deliveries",
          "cash_centavos" = t."cash_centavos" + excluded."cash_centavos";
    END IF;
  END IF;
  IF s < 0 THEN
    DELETE FROM "sales_daily_places" WHERE "day" = d AND "orders" = 0;
    DELETE FROM "sales_daily_hours" WHERE "day" = d AND "orders" = 0;
    IF delivered THEN
      DELETE FROM "sales_daily_products" WHERE "day" = d AND "lines" = 0;
      DELETE FROM "sales_daily_riders" WHERE "day" = d AND "deliveries" = 0;
      -- A statement that changes many orders runs this after all of them are written: when no
      -- line is left, the other orders' shares are still to come out and the row will go.
      UPDATE "sales_daily_products" AS t SET ("name", "last_at", "last_order_id") = (
        SELECT CASE WHEN x.id IS NULL THEN t."name" ELSE x.line->'product'->>'name' END,
          coalesce(x.created_at, t."last_at"), coalesce(x.id, t."last_order_id")
        FROM (SELECT 1) AS one LEFT JOIN LATERAL (
          SELECT l.line, r.created_at, r.id FROM "orders" r
            CROSS JOIN LATERAL jsonb_array_elements(r.items) WITH ORDINALITY AS l(line, n)
          WHERE r.created_at >= (d::timestamp AT TIME ZONE 'Asia/Manila')
            AND r.created_at < ((d + 1)::timestamp AT TIME ZONE 'Asia/Manila')
            AND r.status = 'Delivered' AND r.id <> o.id AND l.line->>'productId' = t.product_id
          ORDER BY r.created_at DESC, r.id DESC, l.n LIMIT 1) x ON true)
      WHERE t."day" = d AND t."last_order_id" = o.id;
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
-- The rollups recomputed from the orders: the migration's backfill, and a bulk load's (which
-- turns the row trigger off while it inserts).
CREATE OR REPLACE FUNCTION "sales_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_daily_places";
  DELETE FROM "sales_daily_hours";
  DELETE FROM "sales_daily_products";
  DELETE FROM "sales_daily_riders";
  INSERT INTO "sales_daily_places" ("day", "barangay", "zone", "orders", "delivered", "cancelled", "revenue_centavos")
    SELECT (o.created_at AT TIME ZONE 'Asia/Manila')::date, coalesce(o.address->>'barangay', ''), coalesce(o.delivery_zone, 0),
      count(*), count(*) FILTER (WHERE o.status = 'Delivered'), count(*) FILTER (WHERE o.status = 'Cancelled'),
      coalesce(sum(o.amount_centavos) FILTER (WHERE o.status = 'Delivered'), 0)
    FROM "orders" o GROUP BY 1, 2, 3;
  INSERT INTO "sales_daily_hours" ("day", "hour", "orders")
    SELECT (o.created_at AT TIME ZONE 'Asia/Manila')::date, extract(hour FROM o.created_at AT TIME ZONE 'Asia/Manila')::int, count(*)
    FROM "orders" o GROUP BY 1, 2;
  INSERT INTO "sales_daily_products" ("day", "product_id", "lines", "units", "revenue_centavos", "name", "last_at", "last_order_id")
    SELECT (o.created_at AT TIME ZONE 'Asia/Manila')::date, l.line->>'productId', count(*), sum((l.line->>'quantity')::int),
      sum(round((l.line->'product'->>'price')::numeric * 100) * (l.line->>'quantity')::int),
      (array_agg(l.line->'product'->>'name' ORDER BY o.created_at DESC, o.id DESC, l.n))[1],
      max(o.created_at), (array_agg(o.id ORDER BY o.created_at DESC, o.id DESC))[1]
    FROM "orders" o CROSS JOIN LATERAL jsonb_array_elements(o.items) WITH ORDINALITY AS l(line, n)
    WHERE o.status = 'Delivered' GROUP BY 1, 2;
  INSERT INTO "sales_daily_riders" ("day", "rider_id", "deliveries", "cash_centavos")
    SELECT (o.created_at AT TIME ZONE 'Asia/Manila')::date, o.rider_id, count(*), coalesce(sum(o.cash_collected_centavos), 0)
    FROM "orders" o WHERE o.status = 'Delivered' AND o.rider_id IS NOT NULL GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
SELECT "sales_rollups_rebuild"();
--> statement-breakpoint
-- Every write to an order, whatever module makes it, moves the rollups in its own transaction:
-- the old row's share out, the new row's in, only when a column a figure reads has changed.
CREATE OR REPLACE FUNCTION "sales_rollup_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.created_at, OLD.items, OLD.address->>'barangay', OLD.delivery_zone,
      OLD.amount_centavos, OLD.rider_id, OLD.cash_collected_centavos)
    IS NOT DISTINCT FROM (NEW.status, NEW.created_at, NEW.items, NEW.address->>'barangay', NEW.delivery_zone,
      NEW.amount_centavos, NEW.rider_id, NEW.cash_collected_centavos) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM "sales_rollup_apply"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "sales_rollup_apply"(NEW, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_rollups" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "sales_rollup_order_changed"();
--> statement-breakpoint
-- A TRUNCATE of the orders empties the rollups: with DELETE, since a TRUNCATE naming them too
-- (a restore's) holds them open while this runs.
CREATE OR REPLACE FUNCTION "sales_rollups_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sales_daily_places";
  DELETE FROM "sales_daily_hours";
  DELETE FROM "sales_daily_products";
  DELETE FROM "sales_daily_riders";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_rollups_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollups_truncate"();

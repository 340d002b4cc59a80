-- The dashboard's rollups are moved when the transaction commits instead of when the order row
-- is written. Every order placed in one hour of one barangay adds to the same rollup rows, so
-- their row locks put orders in a queue: taken at the order's insert, they were held across the
-- order's remaining round trips (its stock, its first event) until COMMIT. Deferred to the
-- commit, they are held only while it runs. The trigger sees each row as the event wrote it, so
-- the figures are the same; a transaction that writes an order twice applies both changes in
-- turn, as before.
DROP TRIGGER IF EXISTS "orders_sales_rollups" ON "orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_sales_rollups" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "sales_rollup_order_changed"();

import { sql } from "drizzle-orm";
import { products } from "../../db/schema";
import type { Stored } from "./stored-matches";

/** The update half of both imports (the spreadsheet's and the JSON bulk import). */

export const UPDATE_CHUNK = 500;

/**
 * One UPDATE for many rows: their new values travel as one JSON list (lists stay lists), and
 * a null image keeps the product's photos.
 */
export function updateStatement(rows: (Omit<Stored, "image"> & { image: string[] | null })[]) {
  const list = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(
    "id" text, "sku" text, "name" text, "brand" text, "priceCentavos" integer,
    "category" jsonb, "description" jsonb, "image" jsonb, "stockCount" integer,
    "inStock" boolean, "bestseller" boolean)`;
  const texts = (column: string) =>
    sql.raw(`ARRAY(SELECT jsonb_array_elements_text(v."${column}"))::text[]`);
  return sql`UPDATE ${products} SET
    sku = v."sku", name = v."name", brand = v."brand", price_centavos = v."priceCentavos",
    category = ${texts("category")}, description = ${texts("description")},
    image = CASE WHEN v."image" IS NULL OR jsonb_typeof(v."image") = 'null' THEN ${products.image} ELSE ${texts("image")} END,
    stock_count = v."stockCount", in_stock = v."inStock", bestseller = v."bestseller",
    updated_at = now()
    FROM ${list} WHERE ${products.id} = v."id"`;
}

import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { products } from "../schema";

/**
 * What start-up asks before it loads the seed (its drawings, fonts and sharp): whether there is
 * anything to seed at all. On an existing store there never is.
 */

// Raised whenever a new picture or width is added: missing files are drawn, others kept.
export const SITE_IMAGES_VERSION = "v2";

/** The file whose presence says the site images of this version are all drawn. */
export const siteImagesMarker = (imagesDir: string) =>
  join(imagesDir, `.generated-${SITE_IMAGES_VERSION}`);

export async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return (row?.n ?? 0) === 0;
}

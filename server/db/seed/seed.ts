import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { CATEGORY_ITEMS } from "@domain/catalogue";
import { BANNER_WIDTHS } from "@domain/store";
import { MEDIA_WIDTHS } from "@domain/media";
import { toCentavos } from "@domain/pricing";
import type { Database } from "../client";
import { products } from "../schema";
import { storeRenditions } from "../../modules/media/media.service";
import { FEATURED_BRANDS, SEED_PRODUCTS, type SeedProduct } from "./catalog-data";
import { renderBanner, renderBrandLogo, renderCategoryTile, renderProductImage } from "./images";
import { insertionOrder } from "./seed-order";
import { catalogueIsEmpty, siteImagesMarker } from "./seed-check";

export const BANNER_KINDS = ["delivery", "fresh", "essentials"] as const;
const CATEGORY_TILE_WIDTH = 240;
const RENDER_CONCURRENCY = 4;

type Log = (line: string) => void;

/** Runs tasks with a small concurrency limit, reporting progress every few percent. */
async function runWithProgress<T>(
  items: T[],
  task: (item: T) => Promise<void>,
  label: string,
  log: Log,
) {
  let done = 0;
  let nextReport = 0.1;
  let cursor = 0;
  const worker = async () => {
    while (cursor < items.length) {
      const item = items[cursor++] as T;
      await task(item);
      done++;
      if (done / items.length >= nextReport || done === items.length) {
        log(`${label}: ${done}/${items.length}`);
        nextReport = Math.floor((done / items.length) * 10 + 1) / 10;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, items.length) }, worker));
}

async function writeIfMissing(path: string, render: () => Promise<Buffer>) {
  if (existsSync(path)) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await render());
}

/** Banners, brand wordmarks and category tiles: generated once into DATA_DIR/images. */
export async function ensureSiteImages(imagesDir: string, log: Log): Promise<void> {
  const marker = siteImagesMarker(imagesDir);
  if (existsSync(marker)) return;
  const jobs: { path: string; render: () => Promise<Buffer> }[] = [];
  for (const kind of BANNER_KINDS) {
    for (const width of BANNER_WIDTHS) {
      jobs.push({
        path: join(imagesDir, "banners", `${kind}-${width}.webp`),
        render: () => renderBanner(kind, width),
      });
    }
  }
  for (const brand of FEATURED_BRANDS) {
    jobs.push({
      path: join(imagesDir, "brands", `${brand.slug}.webp`),
      render: () => renderBrandLogo(brand),
    });
  }
  for (const item of CATEGORY_ITEMS) {
    if (!item.image) continue;
    const file = item.image.replace(/^\/images\//, "");
    jobs.push({
      path: join(imagesDir, file),
      render: () => renderCategoryTile(item, CATEGORY_TILE_WIDTH),
    });
  }
  await runWithProgress(
    jobs,
    (job) => writeIfMissing(job.path, job.render),
    "Generating site images",
    log,
  );
  await writeFile(marker, new Date().toISOString());
}

async function renderProductRenditions(p: SeedProduct): Promise<Map<number, Buffer>> {
  const renditions = new Map<number, Buffer>();
  for (const width of MEDIA_WIDTHS) {
    renditions.set(
      width,
      await renderProductImage({ name: p.name, brand: p.brand, category: p.category }, width),
    );
  }
  return renditions;
}

/**
 * Adds every demo product whose name is not in the catalogue yet, with a generated image.
 * Running it again adds nothing, so `npm run seed` is safe to repeat.
 */
export async function seedDemoCatalogue(db: Database, mediaDir: string, log: Log): Promise<number> {
  const existing = new Set(
    (await db.select({ name: products.name }).from(products)).map((r) => r.name.toLowerCase()),
  );
  const missing = SEED_PRODUCTS.filter((p) => !existing.has(p.name.toLowerCase()));
  if (missing.length === 0) {
    log("Demo catalogue: already complete.");
    return 0;
  }
  const imageByName = new Map<string, string>();
  await runWithProgress(
    missing,
    async (p) => {
      imageByName.set(p.name, await storeRenditions(mediaDir, await renderProductRenditions(p)));
    },
    "Generating product images",
    log,
  );
  // Spread createdAt over the past weeks so "Newest" and "Oldest" give a stable, sensible order;
  // the newest are in-stock everyday groceries (seed-order.ts).
  const now = Date.now();
  const ordered = insertionOrder(missing);
  const rows = ordered.map((p, i) => ({
    name: p.name,
    brand: p.brand,
    description: p.description,
    category: [p.category],
    priceCentavos: toCentavos(p.price),
    bestseller: p.bestseller ?? false,
    inStock: p.inStock ?? true,
    image: [imageByName.get(p.name) as string],
    createdAt: new Date(now - (ordered.length - i) * 60 * 60 * 1000),
  }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 100)
      await tx.insert(products).values(rows.slice(i, i + 100));
  });
  log(`Demo catalogue: added ${rows.length} products.`);
  return rows.length;
}

/** First start: an empty catalogue gets the demo products. */
export async function ensureDemoCatalogue(db: Database, mediaDir: string, log: Log): Promise<void> {
  if (!(await catalogueIsEmpty(db))) return;
  log("Empty catalogue: adding the demo products (first start only)...");
  await seedDemoCatalogue(db, mediaDir, log);
}

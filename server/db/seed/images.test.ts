import { describe, it, expect } from "vitest";
import sharp from "sharp";
import {
  categoryColor,
  renderBanner,
  renderBrandLogo,
  renderCategoryTile,
  renderProductImage,
} from "./images";
import { FEATURED_BRANDS, SEED_CATEGORY_PATHS } from "./catalog-data";

// Rendering is fast (~10 ms per image) but CI runs test files side by side on 2 cores; the
// loops below render dozens of images, so they get more than vitest's 5 s default.
const SLOW = { timeout: 30_000 };

async function webpInfo(buf: Buffer) {
  // RIFF....WEBP container header, then sharp's own reading of the bitmap.
  expect(buf.subarray(0, 4).toString("ascii")).toBe("RIFF");
  expect(buf.subarray(8, 12).toString("ascii")).toBe("WEBP");
  const meta = await sharp(buf).metadata();
  expect(meta.format).toBe("webp");
  return meta;
}

/** Standard deviation across channels: a blank or single-colour image would be ~0. */
async function contrast(buf: Buffer): Promise<number> {
  const stats = await sharp(buf).stats();
  return Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
}

describe("categoryColor", () => {
  it("gives a distinct hex colour to each catalogue path", () => {
    const colors = SEED_CATEGORY_PATHS.map((p) => categoryColor(p));
    for (const c of colors) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colors).size).toBe(SEED_CATEGORY_PATHS.length);
  });

  it("ignores case, since URLs lowercase the path", () => {
    expect(categoryColor("instant")).toBe(categoryColor("Instant"));
    expect(categoryColor("DAIRY")).toBe(categoryColor("Dairy"));
  });

  it("is stable for unknown paths", () => {
    expect(categoryColor("seller-made-up")).toMatch(/^#[0-9a-f]{6}$/);
    expect(categoryColor("seller-made-up")).toBe(categoryColor("seller-made-up"));
  });
});

describe("renderProductImage", SLOW, () => {
  const product = {
    name: "Lucky Me! Pancit Canton Chilimansi 60g",
    brand: "Lucky Me!",
    category: "Instant",
  };

  it.each([160, 320, 400, 800])("returns a square WebP at %ipx", async (width) => {
    const buf = await renderProductImage(product, width);
    const meta = await webpInfo(buf);
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(width);
    expect(await contrast(buf)).toBeGreaterThan(20);
  });

  it("stays small at 400px", async () => {
    const buf = await renderProductImage(
      {
        name: "Palmolive Naturals Intensive Moisture Shampoo 180ml",
        brand: "Palmolive",
        category: "shampoos-conditioners",
      },
      400,
    );
    expect(buf.length).toBeLessThan(15 * 1024);
  });

  it("draws every category, unknown ones, long names, odd characters and a colour override", async () => {
    const cases = [
      ...SEED_CATEGORY_PATHS.map((category) => ({
        name: `Sample ${category} 100g`,
        brand: "Brand",
        category,
      })),
      {
        name: "A".repeat(120),
        brand: "Supercalifragilisticexpialidocious",
        category: "no-such-path",
      },
      {
        name: "Nescafé Café Niño “Crema” – 50g ₱ 😀",
        brand: "Doña <Maria> & Co",
        category: "coffee-tea",
      },
      { name: "Coloured", brand: "X", category: "Dairy", color: "#ffcc00" },
      { name: "", brand: "", category: "" },
    ];
    for (const p of cases) {
      const meta = await webpInfo(await renderProductImage(p, 160));
      expect(meta.width).toBe(160);
    }
  });

  it("differs between products so tiles are not interchangeable", async () => {
    const a = await renderProductImage(product, 160);
    const b = await renderProductImage(
      {
        name: "Safeguard Pure White Bar Soap 130g",
        brand: "Safeguard",
        category: "soap-body-wash",
      },
      160,
    );
    expect(a.equals(b)).toBe(false);
  });

  it("rejects nonsensical widths", async () => {
    await expect(renderProductImage(product, 0)).rejects.toThrow(RangeError);
    await expect(renderProductImage(product, Number.NaN)).rejects.toThrow(RangeError);
  });
});

describe("renderBanner", SLOW, () => {
  it.each(["delivery", "fresh", "essentials"] as const)(
    "returns a 16:6 WebP for %s",
    async (kind) => {
      const buf = await renderBanner(kind, 1600);
      const meta = await webpInfo(buf);
      expect(meta.width).toBe(1600);
      expect(meta.height).toBe(600);
      expect(await contrast(buf)).toBeGreaterThan(20);
    },
  );

  it("scales to other widths keeping the ratio", async () => {
    const meta = await webpInfo(await renderBanner("delivery", 800));
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(300);
  });
});

describe("renderBrandLogo", SLOW, () => {
  it("returns a 240x96 WebP for every featured brand", async () => {
    for (const brand of FEATURED_BRANDS) {
      const buf = await renderBrandLogo(brand);
      const meta = await webpInfo(buf);
      expect(meta.width).toBe(240);
      expect(meta.height).toBe(96);
      expect(await contrast(buf)).toBeGreaterThan(20);
    }
  });

  it("copes with long names and pale colours", async () => {
    const meta = await webpInfo(
      await renderBrandLogo({
        name: "Procter & Gamble Philippines Incorporated",
        color: "#ffff00",
      }),
    );
    expect(meta.width).toBe(240);
    expect(meta.height).toBe(96);
  });
});

describe("renderCategoryTile", SLOW, () => {
  it("returns a square WebP for every catalogue path", async () => {
    for (const path of SEED_CATEGORY_PATHS) {
      const buf = await renderCategoryTile({ text: path.replace(/-/g, " & "), path }, 200);
      const meta = await webpInfo(buf);
      expect(meta.width).toBe(200);
      expect(meta.height).toBe(200);
    }
  });

  it("falls back to a generic icon for unknown paths", async () => {
    const meta = await webpInfo(await renderCategoryTile({ text: "Fruits", path: "fruits" }, 300));
    expect(meta.width).toBe(300);
    expect(meta.height).toBe(300);
  });
});

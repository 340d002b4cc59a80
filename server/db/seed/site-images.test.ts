import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { BANNER_WIDTHS } from "@domain/store";
import { BANNER_KINDS, ensureSiteImages } from "./seed";

const quiet = () => undefined;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const banner = (dir: string, kind: string, width: number) =>
  join(dir, "banners", `${kind}-${width}.webp`);
const markers = (dir: string) => readdirSync(dir).filter((f) => f.startsWith(".generated-"));

describe("ensureSiteImages", () => {
  it("draws every banner width on a new store", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-images-"));
    dirs.push(dir);
    await ensureSiteImages(dir, quiet);
    for (const kind of BANNER_KINDS)
      for (const width of BANNER_WIDTHS) {
        const meta = await sharp(readFileSync(banner(dir, kind, width))).metadata();
        expect([meta.format, meta.width], `${kind}-${width}`).toEqual(["webp", width]);
      }
    expect(markers(dir)).toHaveLength(1);
  });

  it(
    "on a store drawn before 960 existed, draws the 960 banners and keeps the rest",
    {
      timeout: 60_000,
    },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "site-images-"));
      dirs.push(dir);
      await ensureSiteImages(dir, quiet);
      // As an earlier version left it: no 960 pictures, the earlier marker, its own 640 picture.
      for (const kind of BANNER_KINDS) rmSync(banner(dir, kind, 960));
      for (const marker of markers(dir)) rmSync(join(dir, marker));
      writeFileSync(join(dir, ".generated-v1"), "earlier");
      writeFileSync(banner(dir, "delivery", 640), "kept as it was");

      await ensureSiteImages(dir, quiet);
      for (const kind of BANNER_KINDS) {
        const meta = await sharp(readFileSync(banner(dir, kind, 960))).metadata();
        expect(meta.width, kind).toBe(960);
      }
      expect(readFileSync(banner(dir, "delivery", 640), "utf8")).toBe("kept as it was");

      // Up to date now: a later start draws nothing, even a picture someone removed.
      rmSync(banner(dir, "fresh", 960));
      await ensureSiteImages(dir, quiet);
      expect(existsSync(banner(dir, "fresh", 960))).toBe(false);
    },
  );
});

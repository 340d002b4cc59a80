/**
 * `npm run bench -- webp-effort`: what each WebP effort (0–6) costs and gives for the renditions
 * the store makes (MEDIA_WIDTHS), on the seed's own product pictures, on the bulk-import bench's
 * photo-like JPEGs and on any real photos named in WEBP_BENCH_PHOTOS (comma-separated paths).
 *
 * Per effort: bytes, quality against the picture the encoder was given (PSNR over RGB, SSIM over
 * luma in 8×8 windows) and CPU ms (user + system of the process, median of BENCH_REPS encodes
 * with sharp's concurrency at 1: one picture's own cost). Then the wall time and CPU of a batch
 * of photos through the store's whole pipeline for a few mixes of sharp's thread count and
 * pictures at once.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import sharp from "sharp";
import { MEDIA_WIDTHS } from "@domain/media";
import { mapWithConcurrency } from "../server/lib/concurrency";
import { renderImageRenditions, WEBP_OPTIONS } from "../server/modules/media/media.service";
import { renderProductImage } from "../server/db/seed/images";
import { SEED_PRODUCTS } from "../server/db/seed/catalog-data";

const REPS = Number(process.env.BENCH_REPS ?? 5);
const EFFORTS = [0, 1, 2, 3, 4, 5, 6];
const LARGEST = Math.max(...MEDIA_WIDTHS);
const bounded = (width: number) =>
  ({ width, height: width, fit: "inside", withoutEnlargement: true }) as const;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The bulk-import bench's photo-like JPEG (900×675): gradients under noise. */
export async function syntheticPhoto(seed: number): Promise<Buffer> {
  const [w, h] = [900, 675];
  const px = randomBytes(w * h * 3);
  for (let i = 0; i < px.length; i += 3) {
    const x = (i / 3) % w;
    const y = Math.floor(i / 3 / w);
    px[i] = (px[i]! >> 2) + (((x * 150) / w + seed * 7) % 190);
    px[i + 1] = (px[i + 1]! >> 2) + (y * 150) / h;
    px[i + 2] = (px[i + 2]! >> 2) + ((seed * 31) % 190);
  }
  return sharp(px, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** The pixels each rendition's encoder is given, as the store makes them. */
async function references(input: Buffer): Promise<Map<number, Raw>> {
  const { data, info } = await sharp(input)
    .rotate()
    .resize(bounded(LARGEST))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const out = new Map<number, Raw>();
  for (const width of MEDIA_WIDTHS) {
    const r =
      width === LARGEST
        ? { data, info }
        : await sharp(data, { raw })
            .resize(bounded(width))
            .raw()
            .toBuffer({ resolveWithObject: true });
    out.set(width, { data: r.data, ...r.info } as Raw);
  }
  return out;
}

function psnr(a: Raw, b: Buffer, channels: number): number {
  let sum = 0;
  let n = 0;
  for (let p = 0; p < a.width * a.height; p++) {
    for (let c = 0; c < 3; c++) {
      const d = a.data[p * a.channels + c]! - b[p * channels + c]!;
      sum += d * d;
      n++;
    }
  }
  const mse = sum / n;
  return mse === 0 ? 99 : 10 * Math.log10((255 * 255) / mse);
}

const luma = (px: Buffer, channels: number, width: number, height: number) => {
  const y = new Float64Array(width * height);
  for (let p = 0; p < y.length; p++)
    y[p] =
      0.299 * px[p * channels]! + 0.587 * px[p * channels + 1]! + 0.114 * px[p * channels + 2]!;
  return y;
};

/** Mean SSIM over 8×8 luma windows, stepped by 4. */
function ssim(a: Raw, b: Buffer, channels: number): number {
  const { width, height } = a;
  const ya = luma(a.data, a.channels, width, height);
  const yb = luma(b, channels, width, height);
  const [c1, c2] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2];
  const scores: number[] = [];
  for (let y0 = 0; y0 + 8 <= height; y0 += 4) {
    for (let x0 = 0; x0 + 8 <= width; x0 += 4) {
      let [sa, sb, saa, sbb, sab] = [0, 0, 0, 0, 0];
      for (let y = y0; y < y0 + 8; y++) {
        for (let x = x0; x < x0 + 8; x++) {
          const [va, vb] = [ya[y * width + x]!, yb[y * width + x]!];
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const [ma, mb] = [sa / 64, sb / 64];
      const [va, vb, cov] = [saa / 64 - ma * ma, sbb / 64 - mb * mb, sab / 64 - ma * mb];
      scores.push(
        ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2)),
      );
    }
  }
  return mean(scores);
}

interface Cell {
  bytes: number;
  psnr: number;
  ssim: number;
  ms: number;
}

async function measure(ref: Raw, effort: number): Promise<Cell> {
  const raw = { width: ref.width, height: ref.height, channels: ref.channels };
  const times: number[] = [];
  let out = Buffer.alloc(0);
  for (let i = 0; i < REPS; i++) {
    const before = cpuMs();
    out = await sharp(ref.data, { raw }).webp({ quality: WEBP_OPTIONS.quality, effort }).toBuffer();
    times.push(cpuMs() - before);
  }
  const decoded = await sharp(out).raw().toBuffer({ resolveWithObject: true });
  return {
    bytes: out.length,
    psnr: psnr(ref, decoded.data, decoded.info.channels),
    ssim: ssim(ref, decoded.data, decoded.info.channels),
    ms: median(times),
  };
}

async function sources() {
  const seed = await Promise.all(
    SEED_PRODUCTS.filter((_, i) => i % 60 === 0)
      .slice(0, 6)
      .map((p) => renderProductImage({ name: p.name, brand: p.brand, category: p.category }, 1200)),
  );
  const synthetic = await Promise.all([1, 2, 3, 4].map(syntheticPhoto));
  const photos = (process.env.WEBP_BENCH_PHOTOS ?? "")
    .split(",")
    .filter(Boolean)
    .map((path) => readFileSync(path));
  return [
    { kind: "seed packshots (SVG drawn, 1200 px)", inputs: seed },
    { kind: "bench photo-like JPEGs (900×675)", inputs: synthetic },
    ...(photos.length ? [{ kind: "real photos (WEBP_BENCH_PHOTOS)", inputs: photos }] : []),
  ];
}

async function effortTable() {
  sharp.concurrency(1);
  for (const { kind, inputs } of await sources()) {
    console.log(`\n${kind}: ${inputs.length} pictures, means per picture`);
    console.log(
      "effort  " +
        MEDIA_WIDTHS.map((w) => `${w}px: bytes   PSNR   SSIM    CPU ms`.padEnd(40)).join("") +
        "all widths CPU ms",
    );
    const refs = await Promise.all(inputs.map(references));
    for (const effort of EFFORTS) {
      let line = String(effort).padEnd(8);
      let total = 0;
      for (const width of MEDIA_WIDTHS) {
        const cells: Cell[] = [];
        for (const r of refs) cells.push(await measure(r.get(width) as Raw, effort));
        const ms = mean(cells.map((c) => c.ms));
        total += ms;
        line += `${"".padEnd(6)}${mean(cells.map((c) => c.bytes))
          .toFixed(0)
          .padStart(7)} ${mean(cells.map((c) => c.psnr))
          .toFixed(2)
          .padStart(6)} ${mean(cells.map((c) => c.ssim))
          .toFixed(4)
          .padStart(6)} ${ms.toFixed(1).padStart(8)}`.padEnd(40);
      }
      console.log(line + total.toFixed(1).padStart(10));
    }
  }
}

/** The store's whole pipeline (decode once, every rendition) over a batch, per mix of threads. */
async function concurrencyTable() {
  const photos = await Promise.all(Array.from({ length: 40 }, (_, i) => syntheticPhoto(100 + i)));
  console.log(
    `\nthe store's pipeline (effort ${WEBP_OPTIONS.effort}) over ${photos.length} photo-like JPEGs`,
  );
  console.log("sharp threads  pictures at once  wall ms/picture  CPU ms/picture");
  for (const threads of [1, 2]) {
    for (const atOnce of [1, 2, 3, 4]) {
      sharp.concurrency(threads);
      const [wall0, cpu0] = [performance.now(), cpuMs()];
      await mapWithConcurrency(photos, atOnce, (p) => renderImageRenditions(p));
      const [wall, cpu] = [performance.now() - wall0, cpuMs() - cpu0];
      console.log(
        String(threads).padStart(13),
        String(atOnce).padStart(17),
        (wall / photos.length).toFixed(1).padStart(16),
        (cpu / photos.length).toFixed(1).padStart(15),
      );
    }
  }
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      " ",
    )} on ${availableParallelism()} cores; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
);
if (process.env.WEBP_BENCH_ONLY !== "concurrency") await effortTable();
if (process.env.WEBP_BENCH_ONLY !== "efforts") await concurrencyTable();

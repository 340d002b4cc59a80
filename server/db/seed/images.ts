// Seed artwork (product packshots, banners, brand wordmarks, category tiles) drawn locally as
// SVG and encoded to WebP with sharp. Nothing is fetched: the store must come up offline on a
// fresh machine, so text is drawn from bundled glyph outlines rather than SVG <text>, which
// would depend on fontconfig and installed system fonts.
import type Sharp from "sharp";
import { lazyModule } from "../../lib/lazy-module";
import { NUNITO_BLACK } from "./fonts/nunito-black";
import { NUNITO_BOLD } from "./fonts/nunito-bold";
import { measureText, textToSvg, wrapText, type GlyphFont } from "./fonts/glyph-font";

const sharpModule = lazyModule<typeof Sharp>("sharp");

// ---------------------------------------------------------------------------------------------
// Colours

// One hue per catalogue path; neighbours within a catalogue section get clearly different hues
// so a row of tiles on the home page does not blur together.
const CATEGORY_COLORS: Record<string, string> = {
  "biscuits-cookies": "#c9822e",
  "chocolates-candy": "#9c4a2a",
  instant: "#e0452b",
  canned: "#b8333a",
  "frozen-foods": "#2f9fd8",
  bakery: "#c9953f",
  dairy: "#3b7fd1",
  beverages: "#d93a63",
  "coffee-tea": "#6b4a33",
  "condiments-sauces": "#d9702b",
  grains: "#9c9a2e",
  "shampoos-conditioners": "#8a55c4",
  "soap-body-wash": "#1fa596",
  "toothpaste-toothbrushes": "#2f6fe0",
  "feminine-hygiene": "#d9578f",
  deodorant: "#4a5bc9",
  "lotion-skincare": "#d9846a",
  "laundry-detergents": "#1a86b8",
  "dishwashing-liquids": "#4faa35",
  "trash-bags": "#4b5563",
  "air-fresheners": "#8e6fd1",
  baby: "#3fa9dd",
  "baby-food-formula": "#e0a42a",
  "pet-food": "#b8612a",
  "pet-bath-grooming": "#2fa57c",
  drinks: "#a8741e",
  "cigarettes-tobacco": "#7a6652",
  batteries: "#e08a00",
  stationery: "#3467b0",
  "phone-accessories": "#37474f",
};

// Unknown paths (seller-created categories) still get a stable, pleasant colour.
const FALLBACK_COLORS = [
  "#2e7d5b",
  "#c0504d",
  "#3b6fb6",
  "#b7791f",
  "#7b5ea7",
  "#2a9d8f",
  "#d1495b",
  "#5c6bc0",
];

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Base colour (#rrggbb) for a catalogue path; case-insensitive because URLs lowercase paths. */
export function categoryColor(path: string): string {
  const key = path.trim().toLowerCase();
  return CATEGORY_COLORS[key] ?? FALLBACK_COLORS[hashString(key) % FALLBACK_COLORS.length]!;
}

function parseHex(hex: string): [number, number, number] {
  let h = hex.trim().replace(/^#/, "");
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(h)) return [46, 125, 91];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex([r, g, b]: [number, number, number]): string {
  return (
    "#" +
    [r, g, b]
      .map((v) =>
        Math.round(Math.min(255, Math.max(0, v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** Blend towards `target` by t (0 keeps the colour, 1 gives the target). */
function mix(hex: string, target: string, t: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

const lighten = (hex: string, t: number) => mix(hex, "#ffffff", t);
const darken = (hex: string, t: number) => mix(hex, "#000000", t);

function luminance(hex: string): number {
  const lin = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

/** Brand colours can be very light (yellow) or very dark; packages need a mid-tone body. */
function bodyColor(hex: string): string {
  const l = luminance(hex);
  if (l > 0.6) return darken(hex, 0.18);
  if (l < 0.02) return lighten(hex, 0.15);
  return hex;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

const INK = "#1f2933";

interface FitOptions {
  font: GlyphFont;
  maxSize: number;
  minSize: number;
  maxWidth: number;
  maxLines: number;
  letterSpacing?: number;
  balance?: boolean;
}

/**
 * Largest size (stepping down) at which the text wraps into maxLines without splitting words;
 * at minSize it truncates with an ellipsis rather than overflow.
 */
function fitText(text: string, o: FitOptions): { size: number; lines: string[] } {
  const step = Math.max(0.5, (o.maxSize - o.minSize) / 12);
  const wrap = {
    maxLines: o.maxLines,
    letterSpacing: o.letterSpacing ?? 0,
    balance: o.balance ?? false,
  };
  for (let size = o.maxSize; size >= o.minSize; size -= step) {
    const lines = wrapText(o.font, text, size, o.maxWidth, wrap);
    if (lines) return { size, lines };
  }
  const lines = wrapText(o.font, text, o.minSize, o.maxWidth, { ...wrap, truncate: true }) ?? [
    text,
  ];
  return { size: o.minSize, lines };
}

/** Single line shrunk to fit maxWidth (never larger than maxSize). */
function fitLine(
  font: GlyphFont,
  text: string,
  maxSize: number,
  maxWidth: number,
  letterSpacing = 0,
): number {
  const w = measureText(font, text, maxSize, letterSpacing);
  return w <= maxWidth ? maxSize : Math.max(4, (maxSize * maxWidth) / w);
}

// ---------------------------------------------------------------------------------------------
// Encoding

const WEBP_QUALITY = 75;

async function svgToWebp(svg: string, width: number, height: number): Promise<Buffer> {
  // The SVG carries its own pixel size, so librsvg rasterises at the target resolution and
  // vector edges stay crisp at every width instead of being upscaled from a small bitmap.
  return sharpModule()(Buffer.from(svg))
    .resize(width, height, { fit: "fill" })
    .webp({ quality: WEBP_QUALITY, effort: 2 })
    .toBuffer();
}

function svgDoc(width: number, height: number, vbW: number, vbH: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vbW} ${vbH}">${body}</svg>`;
}

function checkWidth(width: number): number {
  if (!Number.isFinite(width) || width < 16 || width > 4096)
    throw new RangeError(`image width out of range: ${width}`);
  return Math.round(width);
}

// ---------------------------------------------------------------------------------------------
// Package silhouettes for product images. Drawn in a 400x400 canvas; the package sits in the
// top part (roughly y 20..236), the caption panel below it.

type Shape =
  | "box"
  | "bag"
  | "can"
  | "bottle"
  | "beer"
  | "carton"
  | "jar"
  | "tube"
  | "bar"
  | "stick"
  | "pack"
  | "card"
  | "pump"
  | "spray"
  | "roll"
  | "cup"
  | "loaf"
  | "book"
  | "tub"
  | "wipes";

interface Label {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Pkg {
  body: string;
  label: Label;
  /** Label panel fill; undefined draws the brand straight onto the body. */
  labelFill?: string;
  /** Brand text colour; defaults to the package colour (printed on a white label). */
  labelInk?: string;
}

// Keyword overrides let one category hold differently packaged goods (canned vs bottled
// drinks, bar vs liquid detergent) without per-product configuration.
const SHAPE_RULES: { test: RegExp; shape: Shape; only?: string[] }[] = [
  {
    test: /\btoothbrush|\bbrush\b|\bcomb\b|\bsponge|\bscrub pad|\blighter|\bclipper/i,
    shape: "card",
  },
  { test: /\bvent clip|\bcar air|\bsachets\b/i, shape: "card", only: ["air-fresheners"] },
  { test: /\bcup\b/i, shape: "cup", only: ["instant", "frozen-foods"] },
  { test: /\bcan\b|\bcans\b|\bevaporada|\bcondensada|\bcondensed|\bevaporated/i, shape: "can" },
  { test: /\bspray|\baerosol/i, shape: "spray" },
  { test: /\broll-on|\broll on/i, shape: "bottle" },
  { test: /\bnotebook|\bpad paper|\byellow pad|\bintermediate pad|\bbond paper/i, shape: "book" },
  { test: /\btetra|\bcarton|\buht\b|(?<!powdered )\bjuice drink\b/i, shape: "carton" },
  { test: /\bjar\b|\btin\b|\bpetroleum jelly/i, shape: "jar" },
  {
    test: /\btube\b|\bfacial wash|\bface wash|\bfacial cleanser|\bfacial foam|\btoothpaste/i,
    shape: "tube",
    only: ["toothpaste-toothbrushes", "lotion-skincare"],
  },
  {
    test: /\bsachet|\bpouch|\brefill|\bpowder\b|\b3-?in-?1\b|\btwin pack|\bstick pack|\bmix\b|\bpuffs\b/i,
    shape: "bag",
    only: [
      "coffee-tea",
      "condiments-sauces",
      "beverages",
      "dairy",
      "shampoos-conditioners",
      "lotion-skincare",
      "dishwashing-liquids",
      "laundry-detergents",
      "baby-food-formula",
      "pet-food",
    ],
  },
  {
    test: /\bbar\b/i,
    shape: "bar",
    only: ["laundry-detergents", "chocolates-candy", "pet-bath-grooming", "dishwashing-liquids"],
  },
  { test: /\bbody wash|\bshower gel|\bhand wash/i, shape: "pump" },
  {
    test: /\bcream\b|\bcreme\b|\bgel\b|\bpaste\b/i,
    shape: "jar",
    only: ["lotion-skincare", "air-fresheners", "dishwashing-liquids"],
  },
  { test: /\bice cream|\btub\b|\bmargarine/i, shape: "tub" },
  { test: /\bcheese|\bbutter\b/i, shape: "box", only: ["dairy"] },
  { test: /\byakult|\byogurt drink|\bcultured milk/i, shape: "bottle", only: ["dairy"] },
  {
    test: /\bmouthwash|\bliquid|\bfabric conditioner|\bbleach|\bfeminine wash|\bshampoo\b|\bcologne|\bbottle\b/i,
    shape: "bottle",
    only: [
      "toothpaste-toothbrushes",
      "laundry-detergents",
      "pet-bath-grooming",
      "feminine-hygiene",
      "beverages",
      "dairy",
      "dishwashing-liquids",
    ],
  },
  { test: /\bbox\b|\bcereal|\bcorn flakes|\btea bags|\bcubes\b|\bbox of\b/i, shape: "box" },
  { test: /\boats\b|\bcanister/i, shape: "can" },
  {
    test: /\bgin\b|\bbrandy|\brum\b|\brhum\b|\bwhisky|\bvodka|\bwine\b|\bemperador|\bginebra|\btanduay/i,
    shape: "bottle",
    only: ["drinks"],
  },
  { test: /\bpowder\b/i, shape: "can", only: ["pet-bath-grooming", "baby", "deodorant"] },
  { test: /\blotion\b|\bcleanser\b/i, shape: "pump", only: ["baby", "lotion-skincare"] },
  { test: /\boil\b/i, shape: "bottle", only: ["lotion-skincare", "condiments-sauces"] },
  { test: /\bwipes\b/i, shape: "wipes" },
  { test: /\bpencil|\bballpen|\bcrayons|\beraser|\bglue/i, shape: "card", only: ["stationery"] },
];

const DEFAULT_SHAPE: Record<string, Shape> = {
  "biscuits-cookies": "box",
  "chocolates-candy": "bag",
  instant: "bag",
  canned: "can",
  "frozen-foods": "bag",
  bakery: "loaf",
  dairy: "carton",
  beverages: "bottle",
  "coffee-tea": "jar",
  "condiments-sauces": "bottle",
  grains: "bag",
  "shampoos-conditioners": "bottle",
  "soap-body-wash": "bar",
  "toothpaste-toothbrushes": "tube",
  "feminine-hygiene": "bag",
  deodorant: "stick",
  "lotion-skincare": "pump",
  "laundry-detergents": "bag",
  "dishwashing-liquids": "bottle",
  "trash-bags": "roll",
  "air-fresheners": "spray",
  baby: "bag",
  "baby-food-formula": "can",
  "pet-food": "bag",
  "pet-bath-grooming": "bottle",
  drinks: "beer",
  "cigarettes-tobacco": "pack",
  batteries: "card",
  stationery: "card",
  "phone-accessories": "card",
};

function shapeFor(category: string, name: string): Shape {
  const cat = category.trim().toLowerCase();
  for (const rule of SHAPE_RULES) {
    if (rule.only && !rule.only.includes(cat)) continue;
    if (rule.test.test(name)) return rule.shape;
  }
  return DEFAULT_SHAPE[cat] ?? "box";
}

/** Zig-zag crimp used on the sealed ends of pillow bags. */
function crimp(x0: number, x1: number, y: number, h: number, teeth: number): string {
  const step = (x1 - x0) / teeth;
  let d = `M${x0} ${y}`;
  for (let i = 0; i < teeth; i++)
    d += `L${x0 + step * (i + 0.5)} ${y + h}L${x0 + step * (i + 1)} ${y}`;
  return d;
}

function drawPackage(shape: Shape, c: string): Pkg {
  const body = bodyColor(c);
  const dark = darken(body, 0.28);
  const light = lighten(body, 0.3);
  const shine = `fill="#ffffff" fill-opacity="0.18"`;
  switch (shape) {
    case "box":
      return {
        body:
          `<path d="M128 54L150 34H286L264 54Z" fill="${light}"/>` +
          `<path d="M264 54L286 34V214L264 234Z" fill="${dark}"/>` +
          `<rect x="128" y="54" width="136" height="180" fill="${body}"/>` +
          `<rect x="136" y="62" width="14" height="164" ${shine}/>`,
        label: { x: 138, y: 112, w: 116, h: 60 },
        labelFill: "#ffffff",
      };
    case "bag":
      return {
        body:
          `<path d="${crimp(122, 278, 28, 10, 13)}L278 46H122Z" fill="${dark}"/>` +
          `<path d="M122 44C112 90 112 180 122 222H278C288 180 288 90 278 44Z" fill="${body}"/>` +
          `<path d="${crimp(122, 278, 234, -10, 13)}L278 220H122Z" fill="${dark}"/>` +
          `<path d="M134 56C128 100 128 168 134 210H148C143 168 143 100 148 56Z" ${shine}/>`,
        label: { x: 140, y: 104, w: 120, h: 62 },
        labelFill: "#ffffff",
      };
    case "can":
      return {
        body:
          `<path d="M142 52V214A58 12 0 0 0 258 214V52Z" fill="${body}"/>` +
          `<ellipse cx="200" cy="52" rx="58" ry="12" fill="${light}"/>` +
          `<ellipse cx="200" cy="52" rx="48" ry="8" fill="${darken(light, 0.12)}"/>` +
          `<rect x="142" y="98" width="116" height="70" fill="#ffffff"/>` +
          `<rect x="152" y="60" width="12" height="156" ${shine}/>`,
        label: { x: 148, y: 102, w: 104, h: 62 },
      };
    case "bottle":
      return {
        body:
          `<rect x="182" y="22" width="36" height="24" rx="5" fill="${dark}"/>` +
          `<path d="M186 46H214V66C214 80 250 86 250 112V218C250 226 244 232 236 232H164C156 232 150 226 150 218V112C150 86 186 80 186 66Z" fill="${body}"/>` +
          `<rect x="150" y="124" width="100" height="66" fill="#ffffff"/>` +
          `<path d="M160 110C160 100 168 94 174 90V222H164C161 222 160 220 160 218Z" ${shine}/>`,
        label: { x: 154, y: 128, w: 92, h: 58 },
      };
    case "beer":
      return {
        body:
          `<rect x="186" y="20" width="28" height="14" rx="3" fill="${dark}"/>` +
          `<path d="M188 34H212V84C212 104 236 108 236 134V222C236 228 232 232 226 232H174C168 232 164 228 164 222V134C164 108 188 104 188 84Z" fill="${darken(body, 0.12)}"/>` +
          `<rect x="164" y="146" width="72" height="56" fill="#ffffff"/>` +
          `<rect x="186" y="60" width="28" height="18" fill="#ffffff" fill-opacity="0.9"/>` +
          `<rect x="172" y="126" width="8" height="98" ${shine}/>`,
        label: { x: 167, y: 150, w: 66, h: 48 },
      };
    case "carton":
      return {
        body:
          `<rect x="170" y="30" width="60" height="14" fill="${light}"/>` +
          `<path d="M170 44H230L252 84H148Z" fill="${light}"/>` +
          `<path d="M230 44L252 84V84L268 74L246 36Z" fill="${dark}"/>` +
          `<rect x="148" y="84" width="104" height="150" fill="${body}"/>` +
          `<path d="M252 84L268 74V222L252 234Z" fill="${dark}"/>` +
          `<rect x="148" y="122" width="104" height="70" fill="#ffffff"/>`,
        label: { x: 152, y: 126, w: 96, h: 62 },
      };
    case "jar":
      return {
        body:
          `<rect x="138" y="46" width="124" height="30" rx="6" fill="${dark}"/>` +
          `<rect x="130" y="74" width="140" height="160" rx="26" fill="${body}"/>` +
          `<rect x="130" y="112" width="140" height="78" fill="#ffffff"/>` +
          `<rect x="142" y="84" width="12" height="140" rx="6" ${shine}/>`,
        label: { x: 136, y: 116, w: 128, h: 70 },
      };
    case "tube":
      return {
        body:
          `<rect x="146" y="24" width="108" height="14" rx="3" fill="${dark}"/>` +
          `<path d="M146 38H254L232 204H168Z" fill="${body}"/>` +
          `<rect x="176" y="204" width="48" height="30" rx="6" fill="${dark}"/>` +
          `<path d="M154 52H240L234 100H160Z" fill="#ffffff"/>`,
        label: { x: 162, y: 56, w: 74, h: 40 },
      };
    case "bar":
      return {
        body:
          `<path d="M104 104L124 84H292L272 104Z" fill="${light}"/>` +
          `<path d="M272 104L292 84V184L272 204Z" fill="${dark}"/>` +
          `<rect x="104" y="104" width="168" height="100" rx="8" fill="${body}"/>` +
          `<rect x="118" y="120" width="140" height="68" rx="34" fill="#ffffff"/>`,
        label: { x: 128, y: 126, w: 120, h: 56 },
      };
    case "stick":
      return {
        body:
          `<rect x="158" y="30" width="84" height="60" rx="30" fill="${dark}"/>` +
          `<rect x="158" y="78" width="84" height="156" rx="12" fill="${body}"/>` +
          `<rect x="158" y="120" width="84" height="60" fill="#ffffff"/>` +
          `<rect x="166" y="90" width="10" height="136" rx="5" ${shine}/>`,
        label: { x: 162, y: 124, w: 76, h: 52 },
      };
    case "pack":
      return {
        body:
          `<rect x="142" y="36" width="116" height="198" rx="6" fill="#f4f1ea"/>` +
          `<rect x="142" y="36" width="116" height="58" rx="6" fill="${body}"/>` +
          `<path d="M142 94H258" stroke="${dark}" stroke-width="3"/>` +
          `<rect x="142" y="190" width="116" height="44" fill="${body}"/>` +
          `<rect x="154" y="200" width="92" height="24" fill="#ffffff" fill-opacity="0.85"/>`,
        label: { x: 150, y: 110, w: 100, h: 66 },
      };
    case "card":
      return {
        body:
          `<rect x="116" y="28" width="168" height="206" rx="10" fill="${body}"/>` +
          `<rect x="186" y="38" width="28" height="10" rx="5" fill="${dark}"/>` +
          `<rect x="136" y="126" width="128" height="94" rx="14" fill="#ffffff" fill-opacity="0.85"/>` +
          `<rect x="152" y="140" width="96" height="22" rx="11" fill="${light}"/>` +
          `<rect x="152" y="172" width="96" height="22" rx="11" fill="${light}"/>`,
        label: { x: 126, y: 60, w: 148, h: 56 },
        labelInk: "#ffffff",
      };
    case "pump":
      return {
        body:
          `<path d="M196 24H238V36H210V58H196Z" fill="${dark}"/>` +
          `<rect x="184" y="56" width="32" height="26" rx="4" fill="${dark}"/>` +
          `<rect x="150" y="80" width="100" height="154" rx="22" fill="${body}"/>` +
          `<rect x="150" y="122" width="100" height="66" fill="#ffffff"/>` +
          `<rect x="160" y="92" width="10" height="132" rx="5" ${shine}/>`,
        label: { x: 154, y: 126, w: 92, h: 58 },
      };
    case "spray":
      return {
        body:
          `<path d="M166 72C166 40 234 40 234 72Z" fill="${dark}"/>` +
          `<rect x="192" y="34" width="16" height="12" rx="3" fill="${dark}"/>` +
          `<rect x="160" y="72" width="80" height="162" rx="10" fill="${body}"/>` +
          `<rect x="160" y="118" width="80" height="64" fill="#ffffff"/>` +
          `<circle cx="226" cy="34" r="4" fill="${body}" fill-opacity="0.5"/><circle cx="240" cy="28" r="3" fill="${body}" fill-opacity="0.4"/><circle cx="238" cy="42" r="3" fill="${body}" fill-opacity="0.4"/>`,
        label: { x: 163, y: 122, w: 74, h: 56 },
      };
    case "roll":
      return {
        body:
          `<rect x="112" y="92" width="176" height="116" rx="16" fill="${body}"/>` +
          `<ellipse cx="288" cy="150" rx="22" ry="58" fill="${dark}"/>` +
          `<ellipse cx="288" cy="150" rx="8" ry="20" fill="${lighten(body, 0.6)}"/>` +
          `<rect x="124" y="112" width="140" height="76" rx="8" fill="#ffffff"/>`,
        label: { x: 130, y: 118, w: 128, h: 64 },
      };
    case "cup":
      return {
        body:
          `<path d="M124 60H276L254 232H146Z" fill="${body}"/>` +
          `<rect x="118" y="46" width="164" height="20" rx="6" fill="${light}"/>` +
          `<path d="M132 106H268L262 170H138Z" fill="#ffffff"/>`,
        label: { x: 140, y: 110, w: 120, h: 56 },
      };
    case "loaf":
      return {
        body:
          `<rect x="180" y="34" width="40" height="16" rx="4" fill="${dark}"/>` +
          `<path d="M102 232V110C102 66 136 48 170 48H230C262 48 284 66 284 104V232Z" fill="${lighten(body, 0.55)}"/>` +
          `<path d="M118 232V118C118 80 144 66 172 66H228C254 66 268 82 268 112V232Z" fill="#e9b872"/>` +
          `<rect x="102" y="150" width="182" height="62" fill="${body}"/>`,
        label: { x: 112, y: 154, w: 162, h: 54 },
        labelInk: "#ffffff",
      };
    case "book":
      return {
        body:
          `<rect x="132" y="30" width="140" height="204" rx="6" fill="${body}"/>` +
          Array.from(
            { length: 9 },
            (_, i) =>
              `<rect x="124" y="${44 + i * 21}" width="18" height="6" rx="3" fill="#9aa5b1"/>`,
          ).join("") +
          `<rect x="150" y="90" width="106" height="66" rx="4" fill="#ffffff"/>`,
        label: { x: 154, y: 94, w: 98, h: 58 },
      };
    case "tub":
      return {
        body:
          `<path d="M112 96H288L274 226C273 231 268 234 262 234H138C132 234 127 231 126 226Z" fill="${body}"/>` +
          `<rect x="104" y="74" width="192" height="26" rx="8" fill="${dark}"/>` +
          `<path d="M118 120H282L276 190H124Z" fill="#ffffff"/>`,
        label: { x: 128, y: 124, w: 144, h: 62 },
      };
    case "wipes":
      return {
        body:
          `<rect x="96" y="92" width="208" height="136" rx="30" fill="${body}"/>` +
          `<rect x="146" y="70" width="108" height="44" rx="22" fill="${dark}"/>` +
          `<rect x="160" y="80" width="80" height="24" rx="12" fill="${light}"/>` +
          `<rect x="118" y="138" width="164" height="68" rx="12" fill="#ffffff"/>`,
        label: { x: 124, y: 142, w: 152, h: 60 },
      };
  }
}

/** The brand as it would appear printed on the pack: bold, fitted to the label area. */
function drawLabelBrand(brand: string, label: Label, fill: string): string {
  const text = brand.trim().toUpperCase();
  const maxWidth = label.w - 10;
  const maxSize = Math.min(30, label.h * 0.46);
  let size = 0;
  let lines: string[] = [];
  for (let s = maxSize; s >= 12; s -= 1) {
    const wrapped = wrapText(NUNITO_BLACK, text, s, maxWidth, { maxLines: 2, balance: true });
    if (wrapped) {
      size = s;
      lines = wrapped;
      break;
    }
  }
  // One line condensed (as real packaging does) beats a tiny wrapped or hyphenated brand.
  const MIN_STRETCH = 0.72;
  const natural = measureText(NUNITO_BLACK, text, maxSize);
  let stretch = Math.min(1, maxWidth / natural);
  let singleSize = maxSize;
  if (stretch < MIN_STRETCH) {
    singleSize = (maxSize * stretch) / MIN_STRETCH;
    stretch = MIN_STRETCH;
  }
  if (!lines.length || singleSize > size * 1.15) {
    size = singleSize;
    lines = [text];
  } else {
    stretch = 1;
  }
  const lineH = size * 1.02;
  const blockH = lineH * (lines.length - 1) + size * 0.72;
  const top = label.y + (label.h - blockH) / 2 + size * 0.72;
  return lines
    .map((line, i) =>
      textToSvg(NUNITO_BLACK, line, label.x + label.w / 2, top + i * lineH, size, {
        anchor: "middle",
        fill,
        stretch,
      }),
    )
    .join("");
}

export async function renderProductImage(
  p: { name: string; brand: string; category: string; color?: string },
  width: number,
): Promise<Buffer> {
  const w = checkWidth(width);
  const base = p.color ?? categoryColor(p.category);
  const bg = lighten(base, 0.8);
  const shape = shapeFor(p.category, p.name);
  const pkg = drawPackage(shape, base);
  const labelInk = bodyColor(base);

  // Caption panel: brand in spaced small caps, then the name on up to three lines. Sizes are
  // chosen so the name is still ~12px tall when the tile is shown at 160px.
  const panelTop = 244;
  const brandText = p.brand.trim().toUpperCase();
  const brandSize = fitLine(NUNITO_BLACK, brandText, 19, 352, 0.08);
  const nameFit = fitText(p.name.trim(), {
    font: NUNITO_BOLD,
    maxSize: 33,
    minSize: 25,
    maxWidth: 360,
    maxLines: 3,
  });
  const lineH = nameFit.size * 1.12;
  const nameTop = panelTop + 26 + 10 + nameFit.size * 0.82;
  // Centre the text block vertically in the panel when the name is short.
  const usedH = 36 + lineH * nameFit.lines.length;
  const shift = Math.max(0, (400 - panelTop - 14 - usedH) / 2 - 4);

  const body = [
    `<rect width="400" height="400" fill="${bg}"/>`,
    `<circle cx="200" cy="132" r="112" fill="#ffffff" fill-opacity="0.55"/>`,
    `<ellipse cx="200" cy="236" rx="92" ry="8" fill="#000000" fill-opacity="0.10"/>`,
    pkg.body,
    pkg.labelFill
      ? `<rect x="${pkg.label.x}" y="${pkg.label.y}" width="${pkg.label.w}" height="${pkg.label.h}" rx="8" fill="${pkg.labelFill}"/>`
      : "",
    drawLabelBrand(p.brand || p.name, pkg.label, pkg.labelInk ?? labelInk),
    `<rect y="${panelTop}" width="400" height="${400 - panelTop}" fill="#ffffff"/>`,
    `<rect y="${panelTop}" width="400" height="4" fill="${base}"/>`,
    textToSvg(NUNITO_BLACK, brandText, 20, panelTop + 30 + shift, brandSize, {
      fill: darken(bodyColor(base), 0.15),
      letterSpacing: 0.08,
    }),
    ...nameFit.lines.map((line, i) =>
      textToSvg(NUNITO_BOLD, line, 20, nameTop + shift + i * lineH, nameFit.size, { fill: INK }),
    ),
  ].join("");
  return svgToWebp(svgDoc(w, w, 400, 400, body), w, w);
}

// ---------------------------------------------------------------------------------------------
// Category icons, drawn in a 100x100 box. `c` is the category colour, `d` a darker shade.

type IconDraw = (c: string, d: string) => string;

const paw = (fill: string) =>
  `<ellipse cx="50" cy="62" rx="17" ry="14" fill="${fill}"/><ellipse cx="30" cy="44" rx="7" ry="9" fill="${fill}"/><ellipse cx="43" cy="33" rx="7" ry="9" fill="${fill}"/><ellipse cx="57" cy="33" rx="7" ry="9" fill="${fill}"/><ellipse cx="70" cy="44" rx="7" ry="9" fill="${fill}"/>`;

const ICONS: Record<string, IconDraw> = {
  "biscuits-cookies": (c, d) =>
    `<circle cx="58" cy="42" r="26" fill="${lighten(c, 0.35)}"/><circle cx="44" cy="58" r="30" fill="${c}"/>` +
    [
      [34, 48],
      [52, 46],
      [44, 66],
      [58, 64],
      [30, 64],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${darken(d, 0.3)}"/>`)
      .join(""),
  "chocolates-candy": (c, d) =>
    `<path d="M30 50L12 36V64Z" fill="${d}"/><path d="M70 50L88 36V64Z" fill="${d}"/><ellipse cx="50" cy="50" rx="24" ry="18" fill="${c}"/><path d="M40 38Q50 50 40 62" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" fill="none"/>`,
  instant: (c, d) =>
    `<path d="M30 10L44 44M70 10L58 44" stroke="${d}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M26 44Q34 34 42 44T58 44T74 44" stroke="#f6d365" stroke-width="5" fill="none"/>` +
    `<path d="M14 46H86C86 70 70 86 50 86S14 70 14 46Z" fill="${c}"/><rect x="36" y="84" width="28" height="6" rx="3" fill="${d}"/>`,
  canned: (c, d) =>
    `<path d="M26 22V80A24 7 0 0 0 74 80V22Z" fill="${c}"/><ellipse cx="50" cy="22" rx="24" ry="7" fill="${lighten(c, 0.4)}"/><rect x="26" y="40" width="48" height="24" fill="#ffffff"/><rect x="34" y="48" width="32" height="8" rx="4" fill="${d}"/>`,
  "frozen-foods": (c) =>
    `<g stroke="${c}" stroke-width="6" stroke-linecap="round">` +
    [0, 60, 120]
      .map(
        (a) =>
          `<g transform="rotate(${a} 50 50)"><path d="M50 12V88M50 24L40 14M50 24L60 14M50 76L40 86M50 76L60 86"/></g>`,
      )
      .join("") +
    `</g>`,
  bakery: (c, d) =>
    `<path d="M12 78V46C12 30 24 22 38 22H62C76 22 88 30 88 46V78Z" fill="${c}"/><path d="M34 36L42 60M50 34L56 60M66 36L70 58" stroke="${lighten(c, 0.5)}" stroke-width="5" stroke-linecap="round"/><rect x="12" y="74" width="76" height="6" rx="3" fill="${d}"/>`,
  dairy: (c, d) =>
    `<rect x="38" y="8" width="24" height="8" fill="${d}"/><path d="M38 16H62L74 36H26Z" fill="${lighten(c, 0.35)}"/><rect x="26" y="36" width="48" height="56" fill="${c}"/><path d="M26 56Q38 50 50 56T74 56V70H26Z" fill="#ffffff"/>`,
  beverages: (c, d) =>
    `<path d="M58 6L52 30" stroke="${d}" stroke-width="5" stroke-linecap="round"/><path d="M24 28H76L68 92H32Z" fill="${c}"/><path d="M28 40H72" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/><circle cx="44" cy="60" r="4" fill="#ffffff" fill-opacity="0.7"/><circle cx="56" cy="72" r="3" fill="#ffffff" fill-opacity="0.7"/><circle cx="50" cy="52" r="2.5" fill="#ffffff" fill-opacity="0.7"/>`,
  "coffee-tea": (c, d) =>
    `<path d="M36 10Q30 18 36 26M50 8Q44 16 50 24M64 10Q58 18 64 26" stroke="${lighten(c, 0.4)}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M18 34H74V64C74 78 64 88 50 88H42C28 88 18 78 18 64Z" fill="${c}"/><path d="M74 42H80C88 42 88 62 80 62H74" stroke="${d}" stroke-width="6" fill="none"/><rect x="14" y="88" width="64" height="5" rx="2.5" fill="${d}"/>`,
  "condiments-sauces": (c, d) =>
    `<rect x="42" y="6" width="16" height="12" rx="3" fill="${d}"/><path d="M44 18H56V30C56 36 70 38 70 50V88C70 92 67 94 64 94H36C33 94 30 92 30 88V50C30 38 44 36 44 30Z" fill="${c}"/><rect x="30" y="56" width="40" height="22" fill="#ffffff"/><path d="M78 60Q84 72 78 76Q72 72 78 60Z" fill="${c}"/>`,
  grains: (c, d) =>
    `<path d="M16 50C20 30 80 30 84 50Z" fill="#ffffff" stroke="${lighten(c, 0.4)}" stroke-width="2"/>` +
    [
      [34, 42],
      [46, 38],
      [58, 42],
      [42, 46],
      [56, 47],
      [66, 46],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3" ry="1.6" fill="${lighten(c, 0.2)}"/>`)
      .join("") +
    `<path d="M12 50H88C88 72 72 86 50 86S12 72 12 50Z" fill="${c}"/><rect x="38" y="84" width="24" height="6" rx="3" fill="${d}"/>`,
  "shampoos-conditioners": (c, d) =>
    `<rect x="36" y="6" width="28" height="16" rx="4" fill="${d}"/><rect x="26" y="22" width="48" height="72" rx="14" fill="${c}"/><rect x="26" y="44" width="48" height="26" fill="#ffffff"/><circle cx="82" cy="28" r="7" fill="${lighten(c, 0.5)}"/><circle cx="86" cy="46" r="4" fill="${lighten(c, 0.5)}"/>`,
  "soap-body-wash": (c, d) =>
    `<rect x="12" y="50" width="64" height="38" rx="12" fill="${c}"/><rect x="22" y="58" width="44" height="10" rx="5" fill="#ffffff" fill-opacity="0.6"/><rect x="12" y="80" width="64" height="8" rx="4" fill="${d}"/>` +
    `<circle cx="66" cy="30" r="12" fill="${lighten(c, 0.55)}"/><circle cx="84" cy="46" r="8" fill="${lighten(c, 0.55)}"/><circle cx="44" cy="30" r="7" fill="${lighten(c, 0.55)}"/>`,
  "toothpaste-toothbrushes": (c, d) =>
    `<g transform="rotate(-35 50 50)"><rect x="8" y="46" width="70" height="9" rx="4.5" fill="${c}"/><rect x="62" y="32" width="22" height="14" rx="3" fill="${d}"/>` +
    `<path d="M64 30Q68 22 74 28T84 28" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round"/></g>` +
    `<rect x="44" y="78" width="40" height="16" rx="5" fill="${lighten(c, 0.3)}"/><rect x="82" y="81" width="10" height="10" rx="2" fill="${d}"/>`,
  "feminine-hygiene": (c) =>
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="50" cy="28" rx="13" ry="20" fill="${c}" transform="rotate(${a} 50 50)"/>`,
      )
      .join("") + `<circle cx="50" cy="50" r="11" fill="#ffffff"/>`,
  deodorant: (c, d) =>
    `<rect x="32" y="6" width="36" height="28" rx="14" fill="${d}"/><rect x="32" y="28" width="36" height="66" rx="6" fill="${c}"/><rect x="32" y="48" width="36" height="22" fill="#ffffff"/>`,
  "lotion-skincare": (c, d) =>
    `<path d="M46 4H70V12H56V26H46Z" fill="${d}"/><rect x="40" y="24" width="20" height="12" rx="2" fill="${d}"/><rect x="26" y="34" width="48" height="60" rx="14" fill="${c}"/><rect x="26" y="52" width="48" height="22" fill="#ffffff"/>`,
  "laundry-detergents": (c, d) =>
    `<rect x="14" y="8" width="72" height="84" rx="10" fill="${c}"/><rect x="14" y="8" width="72" height="18" rx="10" fill="${d}"/><circle cx="26" cy="17" r="4" fill="#ffffff"/><circle cx="50" cy="58" r="24" fill="#ffffff"/><circle cx="50" cy="58" r="17" fill="${lighten(c, 0.5)}"/><path d="M35 62Q42 54 50 62T65 62" stroke="${c}" stroke-width="4" fill="none"/>`,
  "dishwashing-liquids": (c, d) =>
    `<ellipse cx="46" cy="72" rx="36" ry="14" fill="${lighten(c, 0.5)}"/><ellipse cx="46" cy="70" rx="24" ry="8" fill="#ffffff"/>` +
    `<path d="M66 8C66 8 84 30 84 42A18 18 0 0 1 48 42C48 30 66 8 66 8Z" fill="${c}"/><path d="M58 40A8 8 0 0 0 64 48" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round"/><rect x="14" y="84" width="64" height="6" rx="3" fill="${d}"/>`,
  "trash-bags": (c, d) =>
    `<path d="M40 24L32 10M60 24L68 10" stroke="${d}" stroke-width="6" stroke-linecap="round"/><path d="M40 22H60L62 30C82 38 86 58 82 76C78 92 22 92 18 76C14 58 18 38 38 30Z" fill="${c}"/><path d="M38 30H62" stroke="${d}" stroke-width="5"/>`,
  "air-fresheners": (c, d) =>
    `<path d="M32 34C32 20 62 20 62 34Z" fill="${d}"/><rect x="30" y="34" width="34" height="60" rx="6" fill="${c}"/><rect x="30" y="50" width="34" height="20" fill="#ffffff"/>` +
    [
      [74, 22, 4],
      [84, 14, 3],
      [84, 30, 3],
      [92, 22, 2.5],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" fill-opacity="0.6"/>`)
      .join(""),
  baby: (c, d) =>
    `<circle cx="50" cy="54" r="34" fill="${c}"/><path d="M46 20Q50 10 58 16" stroke="${d}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="38" cy="52" r="4.5" fill="#ffffff"/><circle cx="62" cy="52" r="4.5" fill="#ffffff"/><path d="M40 66Q50 76 60 66" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  "baby-food-formula": (c, d) =>
    `<path d="M44 18Q50 2 56 18Z" fill="${lighten(c, 0.35)}"/><rect x="36" y="18" width="28" height="12" rx="3" fill="${d}"/><rect x="30" y="30" width="40" height="64" rx="12" fill="${c}"/>` +
    [46, 58, 70]
      .map((y) => `<rect x="30" y="${y}" width="14" height="3.5" fill="#ffffff"/>`)
      .join(""),
  "pet-food": (c, d) =>
    `<path d="M10 60H90L82 86H18Z" fill="${c}"/><rect x="8" y="56" width="84" height="8" rx="4" fill="${d}"/>` +
    [
      [30, 52],
      [42, 48],
      [54, 50],
      [66, 48],
      [36, 42],
      [60, 40],
      [48, 40],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${lighten(c, 0.35)}"/>`)
      .join(""),
  "pet-bath-grooming": (c) =>
    `<g transform="translate(-6 8) scale(0.9)">${paw(c)}</g><circle cx="80" cy="24" r="10" fill="${lighten(c, 0.55)}"/><circle cx="66" cy="12" r="6" fill="${lighten(c, 0.55)}"/><circle cx="88" cy="44" r="5" fill="${lighten(c, 0.55)}"/>`,
  drinks: (c, d) =>
    `<path d="M22 30H64V86C64 90 61 92 58 92H28C25 92 22 90 22 86Z" fill="${c}"/><path d="M64 42H74C80 42 80 72 74 72H64" stroke="${d}" stroke-width="6" fill="none"/>` +
    `<path d="M18 32C14 20 28 12 36 18C40 8 56 8 60 18C70 14 76 26 68 32Z" fill="#ffffff" stroke="${lighten(c, 0.5)}" stroke-width="2"/><path d="M34 44V80M48 44V80" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>`,
  "cigarettes-tobacco": (c, d) =>
    `<path d="M70 40Q62 30 70 20Q78 10 70 2" stroke="${lighten(c, 0.5)}" stroke-width="4" fill="none" stroke-linecap="round"/><rect x="10" y="50" width="80" height="14" rx="3" fill="#ffffff" stroke="${lighten(c, 0.5)}" stroke-width="2"/><rect x="10" y="50" width="22" height="14" rx="3" fill="${c}"/><rect x="84" y="50" width="6" height="14" fill="${d}"/>`,
  batteries: (c, d) =>
    `<rect x="12" y="30" width="70" height="40" rx="8" fill="${c}"/><rect x="82" y="41" width="8" height="18" rx="2" fill="${d}"/><rect x="12" y="30" width="26" height="40" rx="8" fill="${d}"/><path d="M52 38L44 52H54L48 64L64 46H54L60 38Z" fill="#ffffff"/>`,
  stationery: (c, d) =>
    `<g transform="rotate(-45 50 50)"><rect x="16" y="40" width="56" height="20" fill="${c}"/><rect x="16" y="40" width="56" height="6" fill="${lighten(c, 0.3)}"/><path d="M72 40L92 50L72 60Z" fill="#f3d9b1"/><path d="M86 47L92 50L86 53Z" fill="${d}"/><rect x="8" y="40" width="10" height="20" rx="2" fill="#e8a0a0"/></g>`,
  "phone-accessories": (c, d) =>
    `<rect x="24" y="8" width="40" height="76" rx="8" fill="${c}"/><rect x="29" y="16" width="30" height="54" rx="3" fill="#ffffff"/><circle cx="44" cy="77" r="3" fill="#ffffff"/>` +
    `<path d="M64 60C80 60 84 70 84 80V92" stroke="${d}" stroke-width="4" fill="none"/><rect x="78" y="84" width="12" height="12" rx="2" fill="${d}"/>`,
};

const DEFAULT_ICON: IconDraw = (c, d) =>
  `<path d="M30 34C30 16 70 16 70 34" stroke="${d}" stroke-width="6" fill="none"/><path d="M16 30H84L78 92H22Z" fill="${c}"/><path d="M36 50Q50 64 64 50" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round"/>`;

export async function renderCategoryTile(
  c: { text: string; path: string },
  width: number,
): Promise<Buffer> {
  const w = checkWidth(width);
  const base = categoryColor(c.path);
  const dark = darken(base, 0.3);
  const icon = (ICONS[c.path.trim().toLowerCase()] ?? DEFAULT_ICON)(base, dark);
  const fit = fitText(c.text.trim(), {
    font: NUNITO_BLACK,
    maxSize: 40,
    minSize: 26,
    maxWidth: 356,
    maxLines: 2,
    balance: true,
  });
  const lineH = fit.size * 1.1;
  const firstBaseline = 330 - ((fit.lines.length - 1) * lineH) / 2 + fit.size * 0.36;
  const body = [
    `<rect width="400" height="400" fill="${lighten(base, 0.82)}"/>`,
    `<circle cx="200" cy="150" r="118" fill="#ffffff"/>`,
    `<circle cx="200" cy="150" r="118" fill="none" stroke="${lighten(base, 0.55)}" stroke-width="6"/>`,
    `<g transform="translate(105 55) scale(1.9)">${icon}</g>`,
    ...fit.lines.map((line, i) =>
      textToSvg(NUNITO_BLACK, line, 200, firstBaseline + i * lineH, fit.size, {
        anchor: "middle",
        fill: darken(base, 0.45),
      }),
    ),
  ].join("");
  return svgToWebp(svgDoc(w, w, 400, 400, body), w, w);
}

// ---------------------------------------------------------------------------------------------
// Brand wordmarks (Featured Brands strip). Plain type in the brand colour: we draw names, not
// trademarked logos.

export async function renderBrandLogo(brand: { name: string; color: string }): Promise<Buffer> {
  const W = 240;
  const H = 96;
  const color = luminance(brand.color) > 0.35 ? darken(brand.color, 0.25) : brand.color;
  const text = brand.name.trim();
  // A wordmark reads best on one line; only long names drop to two smaller lines.
  const single = fitText(text, {
    font: NUNITO_BLACK,
    maxSize: 42,
    minSize: 28,
    maxWidth: 208,
    maxLines: 1,
  });
  const fit =
    single.lines.length === 1 && !single.lines[0]!.endsWith("…")
      ? single
      : fitText(text, {
          font: NUNITO_BLACK,
          maxSize: 30,
          minSize: 16,
          maxWidth: 208,
          maxLines: 2,
          balance: true,
        });
  const lineH = fit.size * 1.0;
  const capH = fit.size * 0.72;
  // The accent bar sits below the descenders (g, y, p) so it never cuts through letters.
  const barGap = fit.size * 0.3 + 4;
  const blockH = (fit.lines.length - 1) * lineH + capH + barGap + 5;
  const top = (H - blockH) / 2 + capH;
  const barY = top + (fit.lines.length - 1) * lineH + barGap;
  const body = [
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    ...fit.lines.map((line, i) =>
      textToSvg(NUNITO_BLACK, line, W / 2, top + i * lineH, fit.size, {
        anchor: "middle",
        fill: color,
      }),
    ),
    `<rect x="${W / 2 - 28}" y="${barY.toFixed(1)}" width="56" height="5" rx="2.5" fill="${brand.color}"/>`,
  ].join("");
  return svgToWebp(svgDoc(W, H, W, H, body), W, H);
}

// ---------------------------------------------------------------------------------------------
// Home carousel banners, 16:6, drawn in a 1600x600 canvas.

interface BannerSpec {
  /** Pre-broken headline lines: hand-placed breaks read better than any automatic wrap. */
  title: string[];
  subtitle: string;
  from: string;
  to: string;
  accent: string;
  art: () => string;
}

const BANNERS: Record<"delivery" | "fresh" | "essentials", BannerSpec> = {
  delivery: {
    title: ["Delivery in 60 minutes", "within Sorsogon City"],
    subtitle: "Order online and we bring it to your door",
    from: "#0f7a45",
    to: "#19a35b",
    accent: "#ffd23f",
    art: () =>
      // Rider on a scooter with a delivery box, and a clock showing the promise.
      `<circle cx="1240" cy="300" r="230" fill="#ffffff" fill-opacity="0.12"/>` +
      `<g transform="translate(1000 150)">` +
      `<rect x="60" y="80" width="170" height="140" rx="16" fill="#ffd23f"/><path d="M60 130H230" stroke="#e0a800" stroke-width="8"/><rect x="125" y="80" width="40" height="50" fill="#e0a800"/>` +
      `<path d="M40 220H300L350 150H400L380 250H60Z" fill="#ffffff"/><path d="M340 150L310 60H350" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round"/>` +
      `<circle cx="100" cy="270" r="44" fill="#1f2933"/><circle cx="100" cy="270" r="18" fill="#cbd2d9"/><circle cx="350" cy="270" r="44" fill="#1f2933"/><circle cx="350" cy="270" r="18" fill="#cbd2d9"/>` +
      `</g>` +
      `<g transform="translate(1430 130)"><circle r="74" fill="#ffffff"/><circle r="60" fill="none" stroke="#0f7a45" stroke-width="8"/><path d="M0 -40V0L28 18" stroke="#0f7a45" stroke-width="10" fill="none" stroke-linecap="round"/></g>`,
  },
  fresh: {
    title: ["Fresh groceries,", "24/7"],
    subtitle: "Open every day, any time you need us",
    from: "#e8590c",
    to: "#f59f00",
    accent: "#ffffff",
    art: () =>
      // A basket of produce.
      `<circle cx="1240" cy="300" r="230" fill="#ffffff" fill-opacity="0.14"/>` +
      `<g transform="translate(1010 140)">` +
      `<circle cx="120" cy="140" r="62" fill="#e03131"/><path d="M120 80Q130 50 150 46" stroke="#5c940d" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<circle cx="230" cy="120" r="70" fill="#fab005"/><circle cx="330" cy="150" r="58" fill="#74b816"/><ellipse cx="340" cy="92" rx="26" ry="12" fill="#5c940d"/>` +
      `<path d="M30 170H430L390 330H70Z" fill="#8d5524"/><path d="M30 170H430" stroke="#6b3e16" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M110 200L124 300M190 200L196 300M270 200L264 300M350 200L336 300" stroke="#6b3e16" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M80 170C80 40 380 40 380 170" stroke="#6b3e16" stroke-width="14" fill="none"/>` +
      `</g>`,
  },
  essentials: {
    title: ["Everyday essentials,", "Cash on Delivery"],
    subtitle: "Pay when your order arrives",
    from: "#1c4fb8",
    to: "#3b7be0",
    accent: "#ffd23f",
    art: () =>
      // A shopping bag with groceries and a peso banknote.
      `<circle cx="1240" cy="300" r="230" fill="#ffffff" fill-opacity="0.12"/>` +
      `<g transform="translate(1040 110)">` +
      `<rect x="70" y="40" width="50" height="120" rx="10" fill="#ff6b6b"/><rect x="74" y="20" width="42" height="26" rx="6" fill="#c92a2a"/>` +
      `<rect x="140" y="70" width="80" height="90" rx="8" fill="#ffd23f"/><rect x="236" y="54" width="56" height="106" rx="28" fill="#63e6be"/>` +
      `<path d="M30 140H330L306 380H54Z" fill="#ffffff"/><path d="M120 140V110C120 70 240 70 240 110V140" stroke="#ffffff" stroke-width="14" fill="none"/>` +
      textToSvg(NUNITO_BLACK, "₱", 180, 320, 130, { anchor: "middle", fill: "#1c4fb8" }) +
      `</g>` +
      `<g transform="translate(1330 360) rotate(-12)"><rect x="0" y="0" width="190" height="96" rx="10" fill="#8ce99a"/><rect x="10" y="10" width="170" height="76" rx="6" fill="none" stroke="#2b8a3e" stroke-width="4"/><circle cx="95" cy="48" r="26" fill="#2b8a3e"/></g>`,
  },
};

export async function renderBanner(
  kind: "delivery" | "fresh" | "essentials",
  width: number,
): Promise<Buffer> {
  const w = checkWidth(width);
  const h = Math.round((w * 6) / 16);
  const spec = BANNERS[kind];
  if (!spec) throw new RangeError(`unknown banner kind: ${String(kind)}`);
  const titleSize = Math.min(...spec.title.map((line) => fitLine(NUNITO_BLACK, line, 92, 860)));
  const title = { size: titleSize, lines: spec.title };
  const lineH = title.size * 1.08;
  const subSize = 38;
  const blockH = title.lines.length * lineH + 24 + subSize + 40 + 84;
  let y = (600 - blockH) / 2 + title.size * 0.8;
  const parts: string[] = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient></defs>`,
    `<rect width="1600" height="600" fill="url(#g)"/>`,
    `<circle cx="-40" cy="640" r="260" fill="#ffffff" fill-opacity="0.06"/>`,
    spec.art(),
  ];
  for (const line of title.lines) {
    parts.push(textToSvg(NUNITO_BLACK, line, 100, y, title.size, { fill: "#ffffff" }));
    y += lineH;
  }
  y += 24 - lineH + subSize * 1.1;
  parts.push(
    textToSvg(NUNITO_BOLD, spec.subtitle, 102, y, subSize, { fill: "#ffffff", opacity: 0.92 }),
  );
  y += 40;
  const cta = "Shop now";
  const ctaSize = 36;
  const ctaW = measureText(NUNITO_BLACK, cta, ctaSize) + 72;
  parts.push(`<rect x="100" y="${y}" width="${ctaW}" height="80" rx="40" fill="${spec.accent}"/>`);
  parts.push(
    textToSvg(NUNITO_BLACK, cta, 100 + ctaW / 2, y + 40 + ctaSize * 0.36, ctaSize, {
      anchor: "middle",
      fill: spec.accent === "#ffffff" ? spec.from : INK,
    }),
  );
  return svgToWebp(svgDoc(w, h, 1600, 600, parts.join("")), w, h);
}

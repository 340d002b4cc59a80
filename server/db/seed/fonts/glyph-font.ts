// Text-to-SVG-path layout over pre-extracted glyph outlines (see generate-glyphs.mjs for why
// text is never handed to librsvg as <text>).

export interface GlyphFont {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  capHeight: number;
  xHeight: number;
  glyphs: Record<string, [advance: number, path: string]>;
  /** Space-separated entries: two characters followed by a signed integer adjustment. */
  kerning: string;
}

export interface TextOptions {
  /** Extra space between glyphs, as a fraction of the font size (small caps look better spaced). */
  letterSpacing?: number;
  anchor?: "start" | "middle" | "end";
  fill?: string;
  opacity?: number;
  /** Horizontal scale (1 = normal); packaging-style condensing for long words on narrow labels. */
  stretch?: number;
}

const kerningCache = new WeakMap<GlyphFont, Map<string, number>>();

function kerningTable(font: GlyphFont): Map<string, number> {
  let table = kerningCache.get(font);
  if (!table) {
    table = new Map();
    for (const entry of font.kerning.split(" ")) {
      if (entry.length < 3) continue;
      const chars = Array.from(entry);
      const pair = chars[0]! + chars[1]!;
      table.set(pair, Number(chars.slice(2).join("")));
    }
    kerningCache.set(font, table);
  }
  return table;
}

/**
 * Maps every character to one the font has: accents we lack fall back to their base letter
 * (NFD), odd quotes and dashes to ASCII, anything else to "?" so layout never breaks.
 */
export function normalizeText(font: GlyphFont, text: string): string[] {
  const out: string[] = [];
  for (const ch of Array.from(text)) {
    if (font.glyphs[ch]) {
      out.push(ch);
      continue;
    }
    if (/\s/.test(ch)) {
      out.push(" ");
      continue;
    }
    const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (base && Array.from(base).every((c) => font.glyphs[c])) {
      out.push(...Array.from(base));
      continue;
    }
    const ascii: Record<string, string> = {
      "\u2032": "'",
      "\u2033": '"',
      "\u2212": "-",
      "\u00a0": " ",
    };
    out.push(ascii[ch] && font.glyphs[ascii[ch]] ? ascii[ch] : "?");
  }
  return out;
}

/** Advance width of the text in px at the given font size. */
export function measureText(
  font: GlyphFont,
  text: string,
  size: number,
  letterSpacing = 0,
): number {
  const chars = normalizeText(font, text);
  const kern = kerningTable(font);
  let units = 0;
  for (let i = 0; i < chars.length; i++) {
    units += font.glyphs[chars[i]!]![0];
    if (i + 1 < chars.length) units += kern.get(chars[i]! + chars[i + 1]!) ?? 0;
  }
  const spacing = chars.length > 1 ? (chars.length - 1) * letterSpacing * size : 0;
  return (units * size) / font.unitsPerEm + spacing;
}

function fmt(n: number): string {
  return Number(n.toFixed(2)).toString();
}

/**
 * One SVG <g> drawing the text with its baseline at y. Each glyph is a <path> in font units,
 * shifted along x, so the group's single scale keeps the markup small.
 */
export function textToSvg(
  font: GlyphFont,
  text: string,
  x: number,
  y: number,
  size: number,
  opts: TextOptions = {},
): string {
  const { letterSpacing = 0, anchor = "start", fill = "#000", opacity, stretch = 1 } = opts;
  const chars = normalizeText(font, text);
  const kern = kerningTable(font);
  const scale = size / font.unitsPerEm;
  const width = measureText(font, text, size, letterSpacing) * stretch;
  const startX = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  const spacingUnits = (letterSpacing * size) / scale;
  let pen = 0;
  let paths = "";
  for (let i = 0; i < chars.length; i++) {
    const [advance, d] = font.glyphs[chars[i]!]!;
    if (d)
      paths +=
        pen === 0 ? `<path d="${d}"/>` : `<path transform="translate(${fmt(pen)} 0)" d="${d}"/>`;
    pen += advance + spacingUnits;
    if (i + 1 < chars.length) pen += kern.get(chars[i]! + chars[i + 1]!) ?? 0;
  }
  const op = opacity === undefined ? "" : ` fill-opacity="${fmt(opacity)}"`;
  return `<g fill="${fill}"${op} transform="translate(${fmt(startX)} ${fmt(y)}) scale(${Number((scale * stretch).toPrecision(5))} ${Number(scale.toPrecision(5))})">${paths}</g>`;
}

export interface WrapOptions {
  maxLines: number;
  /** Cut the last line with an ellipsis instead of failing when the text is too long. */
  truncate?: boolean;
  letterSpacing?: number;
  /** Split a word wider than the line by character (with a hyphen) instead of failing. */
  breakWords?: boolean;
  /** Even out line lengths (headlines, tiles) instead of filling each line greedily. */
  balance?: boolean;
}

function greedyWrap(
  words: string[],
  fits: (s: string) => boolean,
  breakWords: boolean,
): string[] | null {
  const lines: string[] = [];
  let current = "";
  for (let word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
      current = "";
    }
    if (!fits(word)) {
      if (!breakWords) return null;
      while (!fits(word)) {
        const chars = Array.from(word);
        let n = chars.length - 1;
        while (n > 1 && !fits(chars.slice(0, n).join("") + "-")) n--;
        lines.push(chars.slice(0, n).join("") + "-");
        word = chars.slice(n).join("");
      }
    }
    current = word;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Word wrap into at most maxLines lines no wider than maxWidth. Returns null when the text does
 * not fit, so callers can retry at a smaller size; with `truncate`, the last line is cut with an
 * ellipsis instead.
 */
export function wrapText(
  font: GlyphFont,
  text: string,
  size: number,
  maxWidth: number,
  opts: WrapOptions,
): string[] | null {
  const {
    maxLines,
    truncate = false,
    letterSpacing = 0,
    breakWords = false,
    balance = false,
  } = opts;
  const words = text.trim().split(/\s+/).filter(Boolean);
  const fitsIn = (width: number) => (s: string) =>
    measureText(font, s, size, letterSpacing) <= width;
  const fits = fitsIn(maxWidth);
  const lines = greedyWrap(words, fits, breakWords || truncate);
  if (!lines) return null;
  if (lines.length <= maxLines) {
    if (!balance || lines.length < 2) return lines;
    // Narrow the box while the line count stays the same: the narrowest such box gives the
    // most even lines.
    let lo = 0;
    let hi = maxWidth;
    let best = lines;
    for (let i = 0; i < 12; i++) {
      const mid = (lo + hi) / 2;
      const attempt = greedyWrap(words, fitsIn(mid), false);
      if (attempt && attempt.length <= lines.length) {
        best = attempt;
        hi = mid;
      } else {
        lo = mid;
      }
    }
    return best;
  }
  if (!truncate) return null;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]!} ${lines.slice(maxLines).join(" ")}`;
  while (last.length > 1 && !fits(`${last}…`))
    last = Array.from(last).slice(0, -1).join("").trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

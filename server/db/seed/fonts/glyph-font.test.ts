import { describe, it, expect } from "vitest";
import { measureText, normalizeText, textToSvg, wrapText } from "./glyph-font";
import { NUNITO_BLACK } from "./nunito-black";
import { NUNITO_BOLD } from "./nunito-bold";

describe("glyph data", () => {
  it.each([
    ["bold", NUNITO_BOLD],
    ["black", NUNITO_BLACK],
  ] as const)("%s covers printable ASCII, Filipino accents and the peso sign", (_, font) => {
    for (let c = 32; c < 127; c++)
      expect(font.glyphs[String.fromCharCode(c)], String.fromCharCode(c)).toBeDefined();
    for (const ch of "ñÑéÉ₱’“”–…") expect(font.glyphs[ch], ch).toBeDefined();
  });
});

describe("measureText", () => {
  it("scales linearly with size", () => {
    const a = measureText(NUNITO_BOLD, "Sorsogon", 10);
    const b = measureText(NUNITO_BOLD, "Sorsogon", 20);
    expect(b).toBeCloseTo(a * 2, 6);
    expect(measureText(NUNITO_BOLD, "", 20)).toBe(0);
  });

  it("applies kerning (AV sits tighter than A and V apart)", () => {
    const pair = measureText(NUNITO_BOLD, "AV", 100);
    const apart = measureText(NUNITO_BOLD, "A", 100) + measureText(NUNITO_BOLD, "V", 100);
    expect(pair).toBeLessThan(apart);
  });

  it("adds letter spacing between glyphs only", () => {
    const plain = measureText(NUNITO_BLACK, "ABC", 10);
    expect(measureText(NUNITO_BLACK, "ABC", 10, 0.1)).toBeCloseTo(plain + 2, 6);
  });
});

describe("normalizeText", () => {
  it("keeps known glyphs and maps unknown ones to something drawable", () => {
    expect(normalizeText(NUNITO_BOLD, "Niño ₱5")).toEqual(Array.from("Niño ₱5"));
    // ǹ (n with grave) is not in the subset: falls back to its base letter.
    expect(normalizeText(NUNITO_BOLD, "ǹ")).toEqual(["n"]);
    expect(normalizeText(NUNITO_BOLD, "😀")).toEqual(["?"]);
    expect(normalizeText(NUNITO_BOLD, "a\tb")).toEqual(["a", " ", "b"]);
  });
});

describe("wrapText", () => {
  const text = "Lucky Me! Pancit Canton Chilimansi Flavor Family Pack 6 x 60g";

  it("keeps every line within the width and line limit", () => {
    const lines = wrapText(NUNITO_BOLD, text, 30, 360, { maxLines: 3 });
    expect(lines).not.toBeNull();
    expect(lines!.length).toBeLessThanOrEqual(3);
    for (const line of lines!) expect(measureText(NUNITO_BOLD, line, 30)).toBeLessThanOrEqual(360);
    expect(lines!.join(" ")).toBe(text);
  });

  it("returns null when the text cannot fit, so callers can shrink", () => {
    expect(wrapText(NUNITO_BOLD, text, 60, 200, { maxLines: 2 })).toBeNull();
  });

  it("truncates with an ellipsis on request", () => {
    const lines = wrapText(NUNITO_BOLD, text, 60, 200, { maxLines: 2, truncate: true })!;
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    for (const line of lines) expect(measureText(NUNITO_BOLD, line, 60)).toBeLessThanOrEqual(200);
  });

  it("balances lines without adding any", () => {
    const greedy = wrapText(NUNITO_BLACK, "Everyday essentials, Cash on Delivery", 40, 600, {
      maxLines: 3,
    })!;
    const balanced = wrapText(NUNITO_BLACK, "Everyday essentials, Cash on Delivery", 40, 600, {
      maxLines: 3,
      balance: true,
    })!;
    expect(balanced.length).toBe(greedy.length);
    const spread = (ls: string[]) => {
      const w = ls.map((l) => measureText(NUNITO_BLACK, l, 40));
      return Math.max(...w) - Math.min(...w);
    };
    expect(spread(balanced)).toBeLessThanOrEqual(spread(greedy));
  });
});

describe("textToSvg", () => {
  it("emits path outlines only, never <text>", () => {
    const svg = textToSvg(NUNITO_BOLD, "Hello, Sorsogon!", 10, 50, 24, {
      fill: "#123456",
      anchor: "middle",
    });
    expect(svg).not.toContain("<text");
    expect(svg).toContain("<path");
    expect(svg).toContain('fill="#123456"');
  });

  it("escapes nothing it should not: glyph keys never reach the markup", () => {
    const svg = textToSvg(NUNITO_BOLD, `<a href="x">&</a>`, 0, 0, 10);
    expect(svg).not.toMatch(/<a[\s>]/);
    expect(svg).not.toContain("&<");
  });
});

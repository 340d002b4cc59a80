import { describe, expect, it } from "vitest";
import { formulaSafe, withoutFormulaGuard } from "./formula-safe";

describe("formulaSafe", () => {
  it.each([
    '=HYPERLINK("http://x","y")',
    "=cmd|' /C calc'!A0",
    "+1",
    "-2",
    "@SUM(A1)",
    "\tx",
    "\rx",
  ])("guards %j and reads it back unchanged", (text) => {
    expect(formulaSafe(text)).toBe(`'${text}`);
    expect(withoutFormulaGuard(formulaSafe(text))).toBe(text);
  });

  it("leaves other text as it is, both ways", () => {
    for (const text of ["Rice", "", "1-2", "'quoted", "'x=1", " =spaced"]) {
      expect(formulaSafe(text)).toBe(text);
      expect(withoutFormulaGuard(text)).toBe(text);
    }
  });
});

import { describe, expect, it } from "vitest";
import {
  cleanNoteText,
  isSubstitutionChoice,
  substitutionLabel,
  substitutionSummary,
} from "./delivery-notes";

describe("delivery notes", () => {
  it("cleans free text: line breaks and tabs become one space, blanks trimmed, blank is none", () => {
    expect(cleanNoteText("  blue gate\r\n\tnear chapel  ")).toBe("blue gate near chapel");
    expect(cleanNoteText(" \n\t ")).toBeNull();
    expect(cleanNoteText("")).toBeNull();
  });

  it("knows the three choices by key only, and their labels", () => {
    expect(["remove", "call", "similar"].every(isSubstitutionChoice)).toBe(true);
    expect([" call", "Call", "Call me", "", null, 1].some(isSubstitutionChoice)).toBe(false);
    expect(substitutionLabel("call")).toBe("Call me");
    expect(substitutionLabel("similar")).toBe("Use a similar item");
    expect(substitutionLabel(undefined)).toBeNull();
  });

  it("groups lines by their choice, in the choices' order, leaving out lines without one", () => {
    expect(
      substitutionSummary([
        { name: "Rice", substitution: "similar" },
        { name: "Oil", substitution: "remove" },
        { name: "Eggs" },
        { name: "Milk", substitution: "similar" },
      ]),
    ).toEqual([
      ["Remove it", ["Oil"]],
      ["Use a similar item", ["Rice", "Milk"]],
    ]);
    expect(substitutionSummary([{ name: "Old line" }])).toEqual([]);
  });
});

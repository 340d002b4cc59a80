import { describe, expect, it } from "vitest";
import type { SubstitutionChoice } from "@domain/delivery-notes";
import { codOrderRequest } from "./checkout-model";
import { riderNoteTooLong } from "./components/rider-note-field";
import { readLineChoices } from "./hooks/use-substitutions";

describe("Place Order's note and choices", () => {
  const lines = [
    { product: "p1", quantity: 2 },
    { product: "p2", quantity: 1 },
  ];

  it("sends each line with the choice shown for it, and the trimmed note", () => {
    const choice = (id: string): SubstitutionChoice => (id === "p1" ? "call" : "remove");
    expect(codOrderRequest(lines, "a1", 224, "  blue gate \n", choice)).toEqual({
      items: [
        { product: "p1", quantity: 2, substitution: "call" },
        { product: "p2", quantity: 1, substitution: "remove" },
      ],
      address: "a1",
      expectedTotal: 224,
      riderNote: "blue gate",
    });
  });

  it("leaves a blank note out, and the choices when the page has none", () => {
    expect(codOrderRequest(lines, "a1", 224, "   ")).toEqual({
      items: lines,
      address: "a1",
      expectedTotal: 224,
    });
  });

  it("counts the note as the server does, after trimming", () => {
    expect(riderNoteTooLong(`  ${"x".repeat(300)}  `)).toBe(false);
    expect(riderNoteTooLong("x".repeat(301))).toBe(true);
    expect(riderNoteTooLong("n".repeat(10_000))).toBe(true);
  });

  it("reads the stored line choices, dropping anything malformed", () => {
    expect(readLineChoices('{"p1":"call","p2":"similar","p3":"nope","p4":7}')).toEqual({
      p1: "call",
      p2: "similar",
    });
    for (const junk of [null, "", "not json", "[]", "null", '"call"'])
      expect(readLineChoices(junk)).toEqual({});
  });
});

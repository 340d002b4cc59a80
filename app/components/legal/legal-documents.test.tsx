import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TestLanguage } from "~/lib/i18n/test-language";
import { LegalText, type LegalDocument } from "./legal-documents";

const text = (document: LegalDocument, language: "en" | "fil") =>
  renderToString(
    <TestLanguage language={language}>
      <LegalText document={document} />
    </TestLanguage>,
  )
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "\n");

describe("Terms of Service and Privacy Policy in both languages", () => {
  it("English keeps the store's terms", () => {
    const terms = text("terms", "en");
    expect(terms).toContain("By creating an account or placing an order you agree to them.");
    expect(terms).toContain("aim to arrive within 60 minutes of confirmation");
    expect(terms).toContain("Contact: +63 917 555 0142 · hello@sorsogonminimart.ph");
    expect(terms).toContain("Last updated: June 2025");
    expect(text("privacy", "en")).toContain("Philippine Data Privacy Act of 2012");
  });

  it.each(["terms", "privacy"] as const)("%s: Filipino is written out, facts kept", (doc) => {
    const fil = text(doc, "fil");
    expect(fil).not.toMatch(/legal\.|[{}]/);
    expect(fil).toContain("Sorsogon MiniMart");
    expect(fil).toContain("+63 917 555 0142");
    expect(fil).toContain("June 2025");
    expect(fil).not.toContain("Last updated");
  });
});

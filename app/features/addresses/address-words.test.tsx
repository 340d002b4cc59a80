// The address form's words in both languages: the English is what the domain's functions say
// (the server says the same), so the catalogs are held equal to them here.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { zoneLabel } from "@domain/delivery";
import { DELIVERY_NOTE_MESSAGES } from "@domain/delivery-notes";
import type { Language } from "@domain/language";
import { codNotAvailableIn } from "@domain/messages";
import { compiledMessages, sourceCatalogs } from "~/lib/i18n/catalogs.server";
import { createI18n } from "~/lib/i18n/i18n";
import { TestLanguage } from "~/lib/i18n/test-language";
import { COD_NOT_AVAILABLE_KEY } from "~/lib/cod-words";
import {
  ADDRESS_FIELD_LABELS,
  EMPTY_ADDRESS,
  type RequiredAddressField,
  zoneFeeInfo,
} from "./address-form-model";
import { ZoneFeeBox } from "./components/zone-fee-box";

const en = createI18n("en", compiledMessages("en"));
const fil = createI18n("fil", compiledMessages("fil"));
const filMessages = sourceCatalogs().fil["messages-layout"] ?? {};

function boxText(language: Language, barangay: string): string {
  const info = zoneFeeInfo({ ...EMPTY_ADDRESS, barangay });
  const html = renderToStaticMarkup(
    <TestLanguage language={language}>
      <ZoneFeeBox info={info} barangay={barangay} />
    </TestLanguage>,
  );
  return html.replace(/<[^>]+>/g, "");
}

describe("the address form's words", () => {
  it("zone labels: English equals zoneLabel", () => {
    expect(en._(zoneLabel(1))).toBe(zoneLabel(1));
    expect(en._(zoneLabel(2))).toBe(zoneLabel(2));
    expect(en._(zoneLabel(null))).toBe(zoneLabel(null));
    expect(fil._(zoneLabel(1))).toBe("Zone 1 (hanggang 2 km)");
  });

  it("an unknown barangay: English equals codNotAvailableIn", () => {
    expect(en._(COD_NOT_AVAILABLE_KEY, { barangay: "Atlantis" })).toBe(
      codNotAvailableIn("Atlantis"),
    );
  });

  it("field labels: English equals ADDRESS_FIELD_LABELS, and each missing field is said in Filipino", () => {
    for (const [field, label] of Object.entries(ADDRESS_FIELD_LABELS) as [
      RequiredAddressField,
      string,
    ][]) {
      expect(en._(`account.address.${field}`)).toBe(label);
      expect(filMessages[`${label} is required`], field).toBeTruthy();
    }
    expect(filMessages[DELIVERY_NOTE_MESSAGES.LANDMARK_TOO_LONG]).toBeTruthy();
  });

  it("the zone and fee box says in English what it always said", () => {
    expect(boxText("en", "Polvorista")).toBe(
      "Address verified for COD delivery" +
        "Polvorista: Zone 1 (within 2 km), delivery fee ₱20.00 (free from ₱500.00)",
    );
    expect(boxText("en", "Atlantis")).toBe(codNotAvailableIn("Atlantis"));
  });

  it("and in Filipino on a Filipino page, the barangay as typed", () => {
    expect(boxText("fil", "Polvorista")).toContain(
      "Polvorista: Zone 1 (hanggang 2 km), delivery fee ₱20.00 (libre kapag ₱500.00 pataas)",
    );
    expect(boxText("fil", " Atlantis ")).toBe(
      "Hindi available ang COD sa Atlantis. Sa mga barangay lang sa loob ng Sorsogon City kami naghahatid.",
    );
  });
});

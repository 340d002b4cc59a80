import { describe, expect, it } from "vitest";
import { MESSAGES, codNotAvailableIn } from "@domain/messages";
import {
  EMPTY_ADDRESS,
  addressBlocker,
  addressLines,
  firstMissingField,
  toAddressPayload,
  zoneFeeInfo,
} from "./address-form-model";

const filled = {
  ...EMPTY_ADDRESS,
  firstName: "Juan",
  lastName: "Dela Cruz",
  email: "juan@example.com",
  street: "12 Rizal St.",
  barangay: "Polvorista",
  phone: "0917 123 4567",
};

describe("add-address form model", () => {
  it("defaults city, state and country to the store's own (SPEC §3)", () => {
    expect(EMPTY_ADDRESS).toMatchObject({
      city: "Sorsogon City",
      state: "Sorsogon",
      country: "Philippines",
    });
  });

  it("names the first empty field in form order", () => {
    expect(firstMissingField(EMPTY_ADDRESS)).toBe("firstName");
    expect(firstMissingField({ ...filled, phone: "  " })).toBe("phone");
    expect(firstMissingField(filled)).toBeNull();
  });

  it("shows the zone and fee of a known barangay", () => {
    expect(zoneFeeInfo(filled)).toEqual({
      ok: true,
      barangay: "Polvorista",
      zoneLabel: "Zone 1 (within 2 km)",
      fee: 20,
      message: MESSAGES.COD_ADDRESS_VERIFIED,
    });
    const zone2 = zoneFeeInfo({ ...filled, barangay: "Bibincahan" });
    expect(zone2.ok && zone2.fee).toBe(35);
  });

  it("blocks an unknown barangay with the COD check's message, before any empty field", () => {
    const address = { ...EMPTY_ADDRESS, barangay: "Atlantis" };
    expect(addressBlocker(address)).toBe(codNotAvailableIn("Atlantis"));
    expect(zoneFeeInfo(address)).toEqual({ ok: false, message: codNotAvailableIn("Atlantis") });
  });

  it("blocks a city outside Sorsogon City", () => {
    expect(addressBlocker({ ...filled, city: "Legazpi" })).toBe(MESSAGES.COD_ONLY_SORSOGON_CITY);
  });

  it("asks for an empty field, then lets a complete valid address through", () => {
    expect(addressBlocker({ ...filled, street: "" })).toBe("Street is required");
    expect(addressBlocker({ ...filled, barangay: "" })).toBe("Barangay is required");
    expect(addressBlocker(filled)).toBeNull();
  });

  it("trims every field before sending", () => {
    expect(toAddressPayload({ ...filled, firstName: "  Juan " }).firstName).toBe("Juan");
  });

  it("formats an address in three lines", () => {
    expect(addressLines(filled)).toEqual({
      name: "Juan Dela Cruz",
      street: "12 Rizal St., Polvorista",
      region: "Sorsogon City, Sorsogon, Philippines",
    });
  });
});

describe("the optional landmark", () => {
  it("is not required, and blocks saving only when too long, with the server's words", () => {
    expect(firstMissingField({ ...filled, landmark: "" })).toBeNull();
    expect(addressBlocker({ ...filled, landmark: "" })).toBeNull();
    expect(addressBlocker({ ...filled, landmark: ` ${"y".repeat(120)} ` })).toBeNull();
    expect(addressBlocker({ ...filled, landmark: "y".repeat(121) })).toBe(
      "Landmark must be at most 120 characters",
    );
  });

  it("is sent trimmed", () => {
    expect(toAddressPayload({ ...filled, landmark: "  blue gate " }).landmark).toBe("blue gate");
  });
});

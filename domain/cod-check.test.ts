import { describe, it, expect } from "vitest";
import { checkCodAddress, type CodAddress } from "./cod-check";

const GOOD: CodAddress = {
  country: "Philippines",
  state: "Sorsogon",
  city: "Sorsogon City",
  barangay: "Pangpang",
};

describe("checkCodAddress: the six steps of SPEC §5, in order", () => {
  it.each([
    ["no address", null, "no-address", "Please select a delivery address"],
    ["undefined address", undefined, "no-address", "Please select a delivery address"],
    [
      "other country",
      { ...GOOD, country: "Japan" },
      "country",
      "COD is only available within the Philippines",
    ],
    [
      "missing country",
      { ...GOOD, country: null },
      "country",
      "COD is only available within the Philippines",
    ],
    [
      "other province",
      { ...GOOD, state: "Albay" },
      "state",
      "COD is only available within Sorsogon province",
    ],
    [
      "other city",
      { ...GOOD, city: "Legazpi City" },
      "city",
      "COD is only available within Sorsogon City",
    ],
    [
      "missing city",
      { ...GOOD, city: undefined },
      "city",
      "COD is only available within Sorsogon City",
    ],
    [
      "missing barangay",
      { ...GOOD, barangay: null },
      "barangay-missing",
      "Please specify your barangay for COD delivery verification",
    ],
    [
      "blank barangay",
      { ...GOOD, barangay: "   " },
      "barangay-missing",
      "Please specify your barangay for COD delivery verification",
    ],
    [
      "unknown barangay",
      { ...GOOD, barangay: "  Bacon Proper " },
      "barangay-unknown",
      "COD is not available in Bacon Proper. We only deliver to barangays within Sorsogon City.",
    ],
    // Earlier steps win: a wrong country is reported even when everything else is wrong too.
    [
      "everything wrong",
      { country: "Japan", state: "Tokyo", city: "Tokyo", barangay: "" },
      "country",
      "COD is only available within the Philippines",
    ],
    [
      "wrong province and barangay",
      { ...GOOD, state: "Albay", barangay: "Nowhere" },
      "state",
      "COD is only available within Sorsogon province",
    ],
  ] as const)("%s", (_case, address, reason, message) => {
    expect(checkCodAddress(address)).toEqual({ ok: false, reason, message });
  });

  it.each([
    [GOOD, "Pangpang", 1],
    [
      {
        country: "REPUBLIC OF THE PHILIPPINES",
        state: "sorsogon",
        city: "SORSOGON CITY",
        barangay: "santo nino",
      },
      "Santo Niño",
      1,
    ],
    [{ ...GOOD, barangay: "San Juan (Roro)" }, "San Juan (Roro)", 2],
    [{ ...GOOD, barangay: "Balogo" }, "Balogo", 2],
    [{ ...GOOD, barangay: "Talisay (Pob.)" }, "Talisay", 1],
  ] as const)("verifies %j", (address, barangay, zone) => {
    expect(checkCodAddress(address)).toEqual({
      ok: true,
      message: "Address verified for COD delivery",
      barangay,
      zone,
    });
  });
});

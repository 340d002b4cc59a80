// The COD address check of SPEC §5. The six steps run in the spec's order and the first
// failure wins, so a shopper always sees the most basic problem with the address first.
import { findBarangay, type DeliveryZone } from "./delivery";
import { MESSAGES, codNotAvailableIn } from "./messages";

export interface CodAddress {
  country?: string | null;
  state?: string | null;
  city?: string | null;
  barangay?: string | null;
}

export type CodFailureReason =
  "no-address" | "country" | "state" | "city" | "barangay-missing" | "barangay-unknown";

export type CodCheckResult =
  | {
      ok: true;
      message: typeof MESSAGES.COD_ADDRESS_VERIFIED;
      /** The canonical spelling, e.g. "Santo Niño" for a typed "santo nino". */
      barangay: string;
      zone: DeliveryZone;
    }
  | { ok: false; message: string; reason: CodFailureReason };

function contains(value: string | null | undefined, needle: string): boolean {
  return (value ?? "").toLowerCase().includes(needle);
}

function fail(reason: CodFailureReason, message: string): CodCheckResult {
  return { ok: false, message, reason };
}

export function checkCodAddress(address: CodAddress | null | undefined): CodCheckResult {
  if (!address) return fail("no-address", MESSAGES.PLEASE_SELECT_ADDRESS);
  if (!contains(address.country, "philippines")) {
    return fail("country", MESSAGES.COD_ONLY_PHILIPPINES);
  }
  if (!contains(address.state, "sorsogon")) {
    return fail("state", MESSAGES.COD_ONLY_SORSOGON_PROVINCE);
  }
  if (!contains(address.city, "sorsogon")) return fail("city", MESSAGES.COD_ONLY_SORSOGON_CITY);
  const typed = (address.barangay ?? "").trim();
  if (typed === "") return fail("barangay-missing", MESSAGES.COD_BARANGAY_REQUIRED);
  const match = findBarangay(typed);
  if (!match) return fail("barangay-unknown", codNotAvailableIn(typed));
  return {
    ok: true,
    message: MESSAGES.COD_ADDRESS_VERIFIED,
    barangay: match.name,
    zone: match.zone,
  };
}

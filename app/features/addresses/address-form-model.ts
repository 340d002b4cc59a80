// The add-address form's rules (SPEC §3, §5), pure so they are unit-tested: every field is
// required, and a barangay that fails the COD address check blocks saving with its message.
import { checkCodAddress, type CodCheckResult } from "@domain/cod-check";
import { zoneFee, zoneLabel } from "@domain/delivery";
import type { AddressInput } from "./api";

/** SPEC §3 defaults: the one city the store serves. */
export const ADDRESS_DEFAULTS = {
  city: "Sorsogon City",
  state: "Sorsogon",
  country: "Philippines",
} as const;

export const EMPTY_ADDRESS: AddressInput = {
  firstName: "",
  lastName: "",
  email: "",
  street: "",
  barangay: "",
  ...ADDRESS_DEFAULTS,
  phone: "",
};

export const ADDRESS_FIELD_LABELS: Record<keyof AddressInput, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  street: "Street",
  barangay: "Barangay",
  city: "City",
  state: "State/Province",
  country: "Country",
  phone: "Phone",
};

/** The first empty field, in form order, or null when all are filled. */
export function firstMissingField(address: AddressInput): keyof AddressInput | null {
  for (const key of Object.keys(ADDRESS_FIELD_LABELS) as (keyof AddressInput)[]) {
    if (address[key].trim() === "") return key;
  }
  return null;
}

export type ZoneFeeInfo =
  | { ok: true; barangay: string; zoneLabel: string; fee: number; message: string }
  | { ok: false; message: string };

/** What the zone and fee box shows for the address as typed. */
export function zoneFeeInfo(address: AddressInput): ZoneFeeInfo {
  const check: CodCheckResult = checkCodAddress(address);
  if (!check.ok) return { ok: false, message: check.message };
  return {
    ok: true,
    barangay: check.barangay,
    zoneLabel: zoneLabel(check.zone),
    fee: zoneFee(check.zone),
    message: check.message,
  };
}

/**
 * Why the form may not be saved yet, or null: a typed barangay that fails the COD address
 * check (SPEC §5, its own message), else the first empty field.
 */
export function addressBlocker(address: AddressInput): string | null {
  if (address.barangay.trim() !== "") {
    const info = zoneFeeInfo(address);
    if (!info.ok) return info.message;
  }
  const missing = firstMissingField(address);
  return missing ? `${ADDRESS_FIELD_LABELS[missing]} is required` : null;
}

/** The trimmed address to send. */
export function toAddressPayload(address: AddressInput): AddressInput {
  const out = { ...address };
  for (const key of Object.keys(out) as (keyof AddressInput)[]) out[key] = out[key].trim();
  return out;
}

/** "Juan Dela Cruz", "12 Rizal St., Polvorista", "Sorsogon City, Sorsogon, Philippines". */
export function addressLines(address: Omit<AddressInput, "email">): {
  name: string;
  street: string;
  region: string;
} {
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    street: [address.street, address.barangay].filter(Boolean).join(", "),
    region: [address.city, address.state, address.country].filter(Boolean).join(", "),
  };
}

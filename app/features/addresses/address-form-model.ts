// The add-address form's rules (SPEC §3, §5), pure so they are unit-tested: every field is
// required, and a barangay that fails the COD address check blocks saving with its message.
import { checkCodAddress, type CodCheckResult } from "@domain/cod-check";
import { zoneFee, zoneLabel } from "@domain/delivery";
import { DELIVERY_NOTE_MESSAGES, LANDMARK_MAX_LENGTH } from "@domain/delivery-notes";
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
  landmark: "",
};

/** The fields every address must have, in form order (the landmark is optional). */
export type RequiredAddressField = Exclude<keyof AddressInput, "landmark">;

export const ADDRESS_FIELD_LABELS: Record<RequiredAddressField, string> = {
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
export function firstMissingField(address: AddressInput): RequiredAddressField | null {
  for (const key of Object.keys(ADDRESS_FIELD_LABELS) as RequiredAddressField[]) {
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
  if (missing) return `${ADDRESS_FIELD_LABELS[missing]} is required`;
  return landmarkTooLong(address.landmark) ? DELIVERY_NOTE_MESSAGES.LANDMARK_TOO_LONG : null;
}

/** Counted as the server counts it: after trimming. */
export const landmarkTooLong = (landmark: string) => landmark.trim().length > LANDMARK_MAX_LENGTH;

/** The trimmed address to send. */
export function toAddressPayload(address: AddressInput): AddressInput {
  const out = { ...address };
  for (const key of Object.keys(out) as (keyof AddressInput)[]) out[key] = out[key].trim();
  return out;
}

/** "Juan Dela Cruz", "12 Rizal St., Polvorista", "Sorsogon City, Sorsogon, Philippines". */
export function addressLines(address: Omit<AddressInput, "email" | "landmark">): {
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

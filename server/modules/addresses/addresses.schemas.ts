import { z } from "zod";
import { cleanNoteText, DELIVERY_NOTE_MESSAGES, LANDMARK_MAX_LENGTH } from "@domain/delivery-notes";

/** SPEC §3: city, state and country default to the store's own when the form leaves them out. */
export const ADDRESS_DEFAULTS = {
  city: "Sorsogon City",
  state: "Sorsogon",
  country: "Philippines",
} as const;

const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Absent, null or blank → the default; otherwise any text (the COD check judges it). */
const defaulted = (label: string, fallback: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .nullish()
    .transform((value) => (value ? value : fallback));

/**
 * The address object of POST /api/address/add. Unknown keys (an `_id`, a `userId`) are
 * dropped: the owner is always the logged-in user. The barangay is left to the COD address
 * check, so a missing or unknown one is refused with that check's exact words (SPEC §5).
 */
export const AddressInputSchema = z.object(
  {
    firstName: required("First name", 50),
    lastName: required("Last name", 50),
    email: z
      .string({ error: "Email is required" })
      .trim()
      .min(1, "Email is required")
      .max(254, "Email is too long")
      .email("Please enter a valid email address")
      .transform((e) => e.toLowerCase()),
    street: required("Street", 200),
    barangay: z
      .string({ error: "Barangay must be text" })
      .trim()
      .max(100, "Barangay must be at most 100 characters")
      .nullish()
      .transform((value) => value ?? ""),
    city: defaulted("City", ADDRESS_DEFAULTS.city),
    state: defaulted("State", ADDRESS_DEFAULTS.state),
    country: defaulted("Country", ADDRESS_DEFAULTS.country),
    phone: required("Phone", 30).refine((phone) => {
      const digits = phone.replace(/\D/g, "").length;
      return (
        /^\+?[\d\s().-]+$/.test(phone) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS
      );
    }, "Please enter a valid phone number"),
    /** Optional; absent, null or blank → none. Line breaks become spaces. */
    landmark: z
      .string({ error: DELIVERY_NOTE_MESSAGES.LANDMARK_NOT_TEXT })
      .trim()
      .max(LANDMARK_MAX_LENGTH, DELIVERY_NOTE_MESSAGES.LANDMARK_TOO_LONG)
      .nullish()
      .transform((value) => (value ? cleanNoteText(value) : null)),
  },
  { error: "address must be an object with the address fields" },
);

export const AddAddressSchema = z.object({ address: AddressInputSchema });

export type AddressInput = z.infer<typeof AddressInputSchema>;

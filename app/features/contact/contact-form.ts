// The contact form's rules (SPEC §2.14, §3 "Contact message"). Pure: the component keeps
// the state, these decide what is missing.
import { CONTACT_SUBJECTS, type ContactSubject } from "@domain/contact";
import type { MessageKey } from "~/locales/keys";

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  subject: ContactSubject | "";
  message: string;
}

export type ContactField = keyof ContactValues;
/** A field's error, as the key of its words (app/locales/<language>/contact.json). */
export type ContactErrors = Partial<Record<ContactField, MessageKey>>;

export const EMPTY_CONTACT: ContactValues = {
  name: "",
  phone: "",
  email: "",
  subject: "",
  message: "",
};

/** Order of the fields on screen: the first invalid one takes the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  "name",
  "phone",
  "email",
  "subject",
  "message",
];

// ours: the spec names the required fields, not the messages. Keys of contact.json.
export const CONTACT_ERRORS = {
  name: "contact.error.name",
  emailMissing: "contact.error.emailMissing",
  emailInvalid: "contact.error.emailInvalid",
  phoneInvalid: "contact.error.phoneInvalid",
  subject: "contact.error.subject",
  message: "contact.error.message",
} as const satisfies Record<string, MessageKey>;

/** ours: shown for 5 seconds after the simulated send (a key of contact.json). */
export const CONTACT_THANK_YOU = "contact.form.thanks" satisfies MessageKey;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Optional, but when given: 7-15 digits with the usual separators (+63, spaces, dashes, brackets).
const PHONE_CHARS_RE = /^[\d\s+()\-.]+$/;

export function isContactSubject(value: string): value is ContactSubject {
  return CONTACT_SUBJECTS.some((subject) => subject.value === value);
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (values.name.trim() === "") errors.name = CONTACT_ERRORS.name;
  const phone = values.phone.trim();
  if (phone !== "") {
    const digits = phone.replace(/\D/g, "").length;
    if (!PHONE_CHARS_RE.test(phone) || digits < 7 || digits > 15)
      errors.phone = CONTACT_ERRORS.phoneInvalid;
  }
  const email = values.email.trim();
  if (email === "") errors.email = CONTACT_ERRORS.emailMissing;
  else if (!EMAIL_RE.test(email)) errors.email = CONTACT_ERRORS.emailInvalid;
  if (!isContactSubject(values.subject)) errors.subject = CONTACT_ERRORS.subject;
  if (values.message.trim() === "") errors.message = CONTACT_ERRORS.message;
  return errors;
}

export function firstInvalidField(errors: ContactErrors): ContactField | null {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}

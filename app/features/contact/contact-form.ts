// The contact form's rules (SPEC §2.14, §3 "Contact message"). Pure: the component keeps
// the state, these decide what is missing.
import { CONTACT_SUBJECTS, type ContactSubject } from "@domain/contact";

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  subject: ContactSubject | "";
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

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

// ours: the spec names the required fields, not the messages.
export const CONTACT_ERRORS = {
  name: "Please enter your full name",
  emailMissing: "Please enter your email address",
  emailInvalid: "Please enter a valid email address, like juan@example.com",
  phoneInvalid: "Please enter a valid phone number, like 0917 555 0142",
  subject: "Please choose a subject",
  message: "Please write your message",
} as const;

/** ours: shown for 5 seconds after the simulated send. */
export const CONTACT_THANK_YOU =
  "Thank you for contacting us! We'll get back to you within 24 hours.";

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

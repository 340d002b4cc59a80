import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS } from "@domain/contact";
import type { Language } from "@domain/language";
import { compiledMessages } from "~/lib/i18n/catalogs.server";
import { createI18n, type Translate } from "~/lib/i18n/i18n";
import { contactFaq, contactSubjects, services, telHref } from "./contact-content";
import {
  CONTACT_ERRORS,
  CONTACT_THANK_YOU,
  EMPTY_CONTACT,
  firstInvalidField,
  validateContact,
  type ContactValues,
} from "./contact-form";

// The page's words as the catalogs write them (app/locales/<language>/contact.json).
function translator(language: Language): Translate {
  const i18n = createI18n(language, compiledMessages(language));
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
}
const t = translator("en");
const CONTACT_FAQ = contactFaq(t);
const SERVICES = services(t);

const valid: ContactValues = {
  name: "Maria Santos",
  phone: "",
  email: "maria@example.com",
  subject: "delivery",
  message: "Is delivery to Rawis free?",
};

describe("validateContact (SPEC §2.14: Full Name*, Phone, Email*, Subject*, Message*)", () => {
  it("accepts a complete message; phone is optional", () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: "+63 917 555 0142" })).toEqual({});
    expect(validateContact({ ...valid, phone: "0917-555-0142" })).toEqual({});
  });

  it("names every missing required field, in screen order", () => {
    const errors = validateContact(EMPTY_CONTACT);
    expect(errors).toEqual({
      name: CONTACT_ERRORS.name,
      email: CONTACT_ERRORS.emailMissing,
      subject: CONTACT_ERRORS.subject,
      message: CONTACT_ERRORS.message,
    });
    expect(firstInvalidField(errors)).toBe("name");
    expect(firstInvalidField({})).toBeNull();
  });

  it("treats blank text as missing", () => {
    expect(validateContact({ ...valid, name: "   ", message: "\n " })).toEqual({
      name: CONTACT_ERRORS.name,
      message: CONTACT_ERRORS.message,
    });
  });

  it("checks the email and a given phone", () => {
    expect(validateContact({ ...valid, email: "maria@" }).email).toBe(CONTACT_ERRORS.emailInvalid);
    expect(validateContact({ ...valid, phone: "12345" }).phone).toBe(CONTACT_ERRORS.phoneInvalid);
    expect(validateContact({ ...valid, phone: "call me" }).phone).toBe(CONTACT_ERRORS.phoneInvalid);
    expect(firstInvalidField(validateContact({ ...valid, phone: "1", email: "" }))).toBe("phone");
  });

  it("offers exactly the six subjects of the spec", () => {
    expect(CONTACT_SUBJECTS.map((s) => s.value)).toEqual([
      "order",
      "delivery",
      "product",
      "complaint",
      "suggestion",
      "other",
    ]);
    expect(validateContact({ ...valid, subject: "billing" as never }).subject).toBe(
      CONTACT_ERRORS.subject,
    );
  });
});

describe("contact page content", () => {
  it("the FAQ carries the spec's lines (returns and reply within 24 hours; ₱200 delivery, no pickup minimum)", () => {
    const answers = CONTACT_FAQ.map((item) => item.answer).join("\n");
    expect(answers).toContain("damaged or incorrect items within 24 hours of delivery");
    expect(answers).toContain("within 24 hours");
    expect(answers).toContain("₱200 for delivery; there is no minimum for pickup");
  });

  it("has services and a dialable tel: link", () => {
    expect(SERVICES.length).toBeGreaterThan(0);
    expect(telHref("+63 917 555 0142")).toBe("tel:+639175550142");
  });
});

describe("the contact page's words in both languages", () => {
  it("English says what the form said before the catalogs", () => {
    expect(t(CONTACT_ERRORS.name)).toBe("Please enter your full name");
    expect(t(CONTACT_ERRORS.emailInvalid)).toBe(
      "Please enter a valid email address, like juan@example.com",
    );
    expect(t(CONTACT_THANK_YOU)).toBe(
      "Thank you for contacting us! We'll get back to you within 24 hours.",
    );
    expect(CONTACT_FAQ.map((item) => item.answer)).toContain(
      "Delivery is free for orders of ₱500 or more; otherwise it is ₱20 or ₱35 depending on your barangay.",
    );
  });

  it("the subjects in English are domain/contact.ts's labels, with the same values", () => {
    expect(contactSubjects(t)).toEqual(CONTACT_SUBJECTS.map((s) => ({ ...s })));
  });

  it("Filipino has its own words for every text, figures kept", () => {
    const fil = translator("fil");
    const english = [...contactFaq(t), ...services(t)].flatMap((x) => Object.values(x));
    const filipino = [...contactFaq(fil), ...services(fil)].flatMap((x) => Object.values(x));
    expect(filipino).toHaveLength(english.length);
    filipino.forEach((text, i) => {
      expect(text).not.toMatch(/^contact\.|[{}]/);
      if (/[a-z]{4}/.test(english[i] ?? "") && english[i] !== "Cash on Delivery")
        expect(text).not.toBe(english[i]);
    });
    expect(
      contactFaq(fil)
        .map((item) => item.answer)
        .join("\n"),
    ).toContain("₱200");
    expect(contactSubjects(fil).map((s) => s.value)).toEqual(CONTACT_SUBJECTS.map((s) => s.value));
  });
});

import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS } from "@domain/contact";
import { CONTACT_FAQ, SERVICES, telHref } from "./contact-content";
import {
  CONTACT_ERRORS,
  EMPTY_CONTACT,
  firstInvalidField,
  validateContact,
  type ContactValues,
} from "./contact-form";

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

// The contact form's subjects and timings (SPEC §2.14).

export const CONTACT_SUBJECTS = [
  { value: "order", label: "Order Inquiry" },
  { value: "delivery", label: "Delivery Concern" },
  { value: "product", label: "Product Question" },
  { value: "complaint", label: "Complaint" },
  { value: "suggestion", label: "Suggestion" },
  { value: "other", label: "Other" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const CONTACT_SUBMIT_DELAY_MS = 1000;
export const CONTACT_THANKS_MS = 5000;

// A shopper cancelling their own order (issue "The shopper's habits"): while it is still
// "Order Placed", with a reason from a short list and optional words of their own. Shared by
// the server's validation and the /orders dialog, so both offer and accept the same choices.
import { INITIAL_ORDER_STATUS } from "./order-status";

export const CANCEL_REASONS = [
  { value: "changed-mind", label: "I changed my mind" },
  { value: "ordered-by-mistake", label: "I ordered by mistake" },
  { value: "wrong-items", label: "I want to change the items" },
  { value: "wrong-address", label: "The delivery address is wrong" },
  { value: "too-slow", label: "It is taking too long" },
  { value: "other", label: "Another reason" },
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number]["value"];

export const CANCEL_REASON_VALUES = CANCEL_REASONS.map((r) => r.value) as [
  CancelReason,
  ...CancelReason[],
];

/** The shopper's own words: short, like a note on a slip. */
export const MAX_CANCEL_DETAILS = 200;

export const SELF_CANCEL_MESSAGES = {
  CANCELLED: "Your order has been cancelled",
  REASON_REQUIRED: `reason must be one of: ${CANCEL_REASON_VALUES.join(", ")}`,
  DETAILS_TOO_LONG: `details must be at most ${MAX_CANCEL_DETAILS} characters`,
  DETAILS_NOT_TEXT: "details must be text",
  DETAILS_CONTROL: "details must not contain control characters",
  OTHER_NEEDS_DETAILS: 'Please say why you are cancelling (reason "other" needs details)',
} as const;

/** Only an order the store has not confirmed yet may be cancelled by its shopper. */
export function canSelfCancel(status: string): boolean {
  return status === INITIAL_ORDER_STATUS;
}

/** Why a cancellation is refused once the store has moved the order on. */
export function selfCancelRefusedMessage(status: string): string {
  return `This order is already "${status}", so it can no longer be cancelled here. Please call the store if you need to change it.`;
}

export function cancelReasonLabel(reason: string): string {
  return CANCEL_REASONS.find((r) => r.value === reason)?.label ?? reason;
}

/** The timeline note the seller reads: who cancelled, the reason, and the shopper's words. */
export function selfCancelNotes(reason: CancelReason, details: string): string {
  const base = `Cancelled by the customer: ${cancelReasonLabel(reason)}`;
  return details ? `${base}. "${details}"` : base;
}

// Who cancelled an order and why, as the seller's screens show it (issue 29: the desk sees a
// shopper's cancel). Nothing new is stored: the order's "Cancelled" event already keeps the
// actor and the timeline note, and the shopper's note is written by selfCancelNotes, so the
// reason and their own words are read back from it.
import { CANCEL_REASONS, cancelReasonLabel, selfCancelNotes } from "@domain/order-cancel";

export type CancelledBy = "customer" | "seller" | "system";

export interface Cancellation {
  /** The shopper themselves, the store's staff, or the store's own process. */
  by: CancelledBy;
  /**
   * The shopper's reason as the /orders dialog labels it ("I ordered by mistake"); for a
   * cancel by the store, the notes its staff wrote ("" when none).
   */
  reason: string;
  /** The shopper's own words, only when they wrote some. */
  details?: string;
}

/** "Cancelled by the customer: ", as selfCancelNotes writes it before the reason. */
const CUSTOMER_PREFIX = selfCancelNotes("other", "").slice(0, -cancelReasonLabel("other").length);

/**
 * The cancellation an event's actor and notes describe. A shopper's note is read back into
 * its reason label and words; a note in another shape (an older wording) is kept whole as
 * the reason, so nothing the shopper wrote is lost.
 */
export function cancellationOf(by: CancelledBy, notes: string): Cancellation {
  if (by !== "customer" || !notes.startsWith(CUSTOMER_PREFIX)) return { by, reason: notes };
  const rest = notes.slice(CUSTOMER_PREFIX.length);
  for (const { label } of CANCEL_REASONS) {
    if (rest === label) return { by, reason: label };
    const opening = `${label}. "`;
    if (rest.startsWith(opening) && rest.endsWith('"') && rest.length > opening.length + 1)
      return { by, reason: label, details: rest.slice(opening.length, -1) };
  }
  return { by, reason: rest };
}

/** The actor types the event log knows, narrowed (anything else reads as the store's). */
export function cancelledByOf(actorType: string): CancelledBy {
  return actorType === "customer" || actorType === "system" ? actorType : "seller";
}

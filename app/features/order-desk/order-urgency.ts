// How urgent an order on the desk is (issue 9 §3): an order still "Order Placed" after
// 5 minutes has waited too long; one within 15 minutes of its estimated delivery time, or
// past it, is due or late. Each mark has a colour AND words, so it reads without colour.
import { isFinalStatus } from "@domain/order-status";

export const WAITING_AFTER_MINUTES = 5;
export const WAITING_URGENT_AFTER_MINUTES = 15;
export const DUE_WITHIN_MINUTES = 15;

export type UrgencyTone = "warning" | "danger";

export interface UrgencyMark {
  kind: "waiting" | "due" | "late";
  tone: UrgencyTone;
  text: string;
}

interface UrgencyInput {
  status: string;
  createdAt: string;
  estimatedDeliveryTime: string | null;
}

const MINUTE = 60_000;

const minutes = (n: number) => `${n} min`;

/** The marks of one order at `now` (ms), most pressing first; none for a calm order. */
export function urgencyMarks(order: UrgencyInput, now: number): UrgencyMark[] {
  const marks: UrgencyMark[] = [];
  if (isFinalStatus(order.status)) return marks;
  const lateBy = (iso: string | null) => {
    const t = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(t) ? null : now - t;
  };

  const eta = lateBy(order.estimatedDeliveryTime);
  if (eta !== null) {
    if (eta >= 0) {
      marks.push({
        kind: "late",
        tone: "danger",
        text: `Late by ${minutes(Math.floor(eta / MINUTE))}`,
      });
    } else if (-eta <= DUE_WITHIN_MINUTES * MINUTE) {
      marks.push({
        kind: "due",
        tone: "warning",
        text: `Due in ${minutes(Math.ceil(-eta / MINUTE))}`,
      });
    }
  }

  const waited = lateBy(order.createdAt);
  if (
    order.status === "Order Placed" &&
    waited !== null &&
    waited >= WAITING_AFTER_MINUTES * MINUTE
  ) {
    const m = Math.floor(waited / MINUTE);
    marks.push({
      kind: "waiting",
      tone: m >= WAITING_URGENT_AFTER_MINUTES ? "danger" : "warning",
      text: `Waiting ${minutes(m)}`,
    });
  }
  return marks.sort((a, b) => (a.tone === b.tone ? 0 : a.tone === "danger" ? -1 : 1));
}

/** Full class names (Tailwind's scanner finds them here). */
export const URGENCY_CLASSES: Record<UrgencyTone, { chip: string; ring: string }> = {
  warning: { chip: "bg-amber-100 text-amber-900 ring-amber-300", ring: "ring-2 ring-amber-300" },
  danger: { chip: "bg-red-100 text-red-800 ring-red-300", ring: "ring-2 ring-red-400" },
};

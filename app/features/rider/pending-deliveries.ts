// "Delivered" taps kept on the phone until the server has answered them. Each keeps the
// idempotency key it was made with, so sending it again (after a lost answer, a reload, the
// connection coming back) is applied once only by the server.

export interface PendingDelivery {
  orderId: string;
  cashCollected: number;
  key: string;
  /** When the rider tapped (ISO 8601). */
  tappedAt: string;
}

/** Not a "minimart"/"token"/"auth" key: signing out of the shop on this phone keeps it. */
export const PENDING_DELIVERIES_KEY = "rider-pending-deliveries";

type Store = Pick<Storage, "getItem" | "setItem">;

const isPending = (x: unknown): x is PendingDelivery => {
  const p = x as Partial<PendingDelivery> | null;
  return (
    !!p &&
    typeof p.orderId === "string" &&
    typeof p.cashCollected === "number" &&
    typeof p.key === "string" &&
    typeof p.tappedAt === "string"
  );
};

export function readPending(store: Store | null): PendingDelivery[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(PENDING_DELIVERIES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

export function writePending(store: Store | null, list: PendingDelivery[]): void {
  try {
    store?.setItem(PENDING_DELIVERIES_KEY, JSON.stringify(list));
  } catch {
    // Full or refused storage: the tap is still sent now if the phone is online.
  }
}

/** One tap per order: a second tap on an order already waiting keeps the first (its key). */
export function withTap(list: PendingDelivery[], tap: PendingDelivery): PendingDelivery[] {
  return list.some((p) => p.orderId === tap.orderId) ? list : [...list, tap];
}

export function withoutTap(list: PendingDelivery[], key: string): PendingDelivery[] {
  return list.filter((p) => p.key !== key);
}

/**
 * Whether an answer settles a tap. No answer (offline: 0), a busy or failing server (429, 5xx):
 * keep it and send it again later. Anything else is the server's last word on it: done (200)
 * or refused for good (404, 409, 400), and sending it again would answer the same.
 */
export function settles(status: number): boolean {
  return status !== 0 && status !== 408 && status !== 429 && status < 500;
}

/** A fresh idempotency key for one tap. */
export function newDeliveryKey(random: () => string = () => crypto.randomUUID()): string {
  return `tap-${random()}`;
}

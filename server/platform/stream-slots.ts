/**
 * Caps on live event streams, counted across every instance: at most `perSession` open streams
 * per session (a newer one closes the oldest of that session, so the newest tab keeps working)
 * and `perAddress` per client address (a newer one is refused). In process on the embedded
 * database, a table of open streams on PostgreSQL. A stream holds a slot from the moment it is
 * granted until it is released; a slot taken away by a newer stream of its session is announced
 * to the stream's own instance, which closes it.
 */
export type StreamKind = "seller" | "customer";

export interface StreamClaim {
  kind: StreamKind;
  /** The session holding the stream (a hash of its token). */
  session: string;
  /** The client address the stream came from. */
  address: string;
  perSession: number;
  perAddress: number;
  /** Runs once, on this instance, when a newer stream of the same session takes the slot. */
  onEvicted: () => void;
}

export type ClaimOutcome =
  { granted: true; release: () => Promise<void> } | { granted: false; addressOpen: number };

export interface StreamSlots {
  claim(claim: StreamClaim): Promise<ClaimOutcome>;
  /** Forgets this instance's slots (at shutdown, after its streams have ended). */
  close(): Promise<void>;
}

export interface HeldSlot {
  id: number;
  address: string;
}

/**
 * The slots a claim closes (oldest of the session first), or null when the address would still
 * hold more than its cap. Closing a slot of the same session frees a place at its address only
 * when it came from the same address.
 */
export function slotsToClose(
  sessionSlots: HeldSlot[],
  addressOpen: number,
  claim: Pick<StreamClaim, "address" | "perSession" | "perAddress">,
): number[] | null {
  const close = sessionSlots.slice(0, Math.max(0, sessionSlots.length + 1 - claim.perSession));
  const freed = close.filter((s) => s.address === claim.address).length;
  if (addressOpen - freed + 1 > claim.perAddress) return null;
  return close.map((s) => s.id);
}

/** The embedded store is one process: maps are exact. */
export function createMemoryStreamSlots(): StreamSlots {
  let nextId = 0;
  const slots = new Map<number, HeldSlot & { session: string; onEvicted: () => void }>();
  const bySession = new Map<string, Set<number>>();
  const byAddress = new Map<string, number>();

  const drop = (id: number) => {
    const slot = slots.get(id);
    if (!slot) return null;
    slots.delete(id);
    const ids = bySession.get(slot.session);
    ids?.delete(id);
    if (ids?.size === 0) bySession.delete(slot.session);
    const n = (byAddress.get(slot.address) ?? 1) - 1;
    if (n > 0) byAddress.set(slot.address, n);
    else byAddress.delete(slot.address);
    return slot;
  };

  return {
    async claim(claim) {
      // Ids only grow and a Set keeps insertion order: the session's slots come oldest first.
      const held = [...(bySession.get(claim.session) ?? [])].map((id) => slots.get(id)!);
      const addressOpen = byAddress.get(claim.address) ?? 0;
      const close = slotsToClose(held, addressOpen, claim);
      if (!close) return { granted: false, addressOpen };
      const id = ++nextId;
      const { address, session, onEvicted } = claim;
      slots.set(id, { id, address, session, onEvicted });
      if (!bySession.has(claim.session)) bySession.set(claim.session, new Set());
      bySession.get(claim.session)!.add(id);
      byAddress.set(claim.address, addressOpen + 1);
      for (const old of close) drop(old)?.onEvicted();
      return {
        granted: true,
        release: async () => {
          drop(id);
        },
      };
    },
    async close() {
      for (const id of [...slots.keys()]) drop(id);
    },
  };
}

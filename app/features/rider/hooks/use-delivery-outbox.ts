import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "~/lib/http";
import { localStore } from "~/lib/storage";
import { postDelivered } from "../api";
import {
  newDeliveryKey,
  readPending,
  settles,
  withoutTap,
  withTap,
  writePending,
  type PendingDelivery,
} from "../pending-deliveries";

/** While taps wait, they are tried again this often (the phone may not say it is back). */
const RETRY_EVERY_MS = 20_000;

/**
 * "Delivered" taps go through the phone's storage: kept first, with their key, then sent;
 * dropped only when the server has answered. Sent when the page loads, at once when online,
 * when the connection returns, and now and then while any wait. One sender at a time, so a
 * tap is never in flight twice from this page; the key makes any repeat a no-op on the server.
 */
export function useDeliveryOutbox(onSent: () => void) {
  const [pending, setPending] = useState<PendingDelivery[]>([]);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const sent = useRef(onSent);
  sent.current = onSent;

  const flush = useCallback(async (): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    let unreachable = false;
    try {
      for (const tap of readPending(localStore())) {
        try {
          await postDelivered(tap);
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          unreachable = !settles(status);
          if (unreachable) break;
          const message = error instanceof ApiError ? error.serverMessage : null;
          toast.error(message ?? "This delivery could not be recorded.", { id: tap.key });
        }
        writePending(localStore(), withoutTap(readPending(localStore()), tap.key));
        sent.current();
      }
    } finally {
      busy.current = false;
      setSending(false);
      const left = readPending(localStore());
      setPending(left);
      // A tap made while this round was sending: its turn now.
      if (!unreachable && left.length > 0) setTimeout(() => void flush(), 0);
    }
  }, []);

  const tap = useCallback(
    (orderId: string, cashCollected: number) => {
      const next = withTap(readPending(localStore()), {
        orderId,
        cashCollected,
        key: newDeliveryKey(),
        tappedAt: new Date().toISOString(),
      });
      writePending(localStore(), next);
      setPending(next);
      if (typeof navigator === "undefined" || navigator.onLine) void flush();
    },
    [flush],
  );

  useEffect(() => {
    setPending(readPending(localStore()));
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [flush]);

  useEffect(() => {
    if (pending.length === 0) return;
    const timer = setInterval(() => void flush(), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [pending.length, flush]);

  return { pending, sending, tap };
}

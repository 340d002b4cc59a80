import { useCallback, useRef, useState } from "react";
import toast from "~/lib/toast";
import { MESSAGES } from "@domain/messages";
import { ApiError, toastFailure } from "~/lib/http";
import {
  isTotalChangedReply,
  placeCodOrder,
  type CodOrderRequest,
  type TotalChangedReply,
} from "../api";
import { newIdempotencyKey } from "../checkout-model";

/** The order the server refused because its total changed, with the new totals. */
export interface TotalChange {
  request: CodOrderRequest;
  reply: TotalChangedReply;
}

/**
 * Places the COD order (SPEC §7, §8). One Idempotency-Key per checkout attempt, reused on a
 * retry (a lost answer must not become a second order), replaced after success.
 *
 * The request carries the total the shopper saw (`expectedTotal`); when a price changed
 * meanwhile the server places nothing and answers the new totals (409): they
 * are kept in `totalChange` until the shopper confirms (placed with the new total) or goes
 * back to the cart.
 */
export function usePlaceOrder(onPlaced: () => void | Promise<void>) {
  const [placing, setPlacing] = useState(false);
  const [totalChange, setTotalChange] = useState<TotalChange | null>(null);
  const keyRef = useRef<string | null>(null);
  const busyRef = useRef(false);

  const place = useCallback(
    async (request: CodOrderRequest) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setPlacing(true);
      keyRef.current ??= newIdempotencyKey();
      try {
        const reply = await placeCodOrder(request, keyRef.current);
        if (reply.success === false) {
          toast.error(reply.message || MESSAGES.ORDER_FAILED);
          return;
        }
        keyRef.current = null;
        setTotalChange(null);
        toast.success(MESSAGES.ORDER_PLACED);
        await onPlaced();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && isTotalChangedReply(error.body)) {
          setTotalChange({ request, reply: error.body });
          return;
        }
        // A key already used for another cart (the shopper changed it after a lost answer):
        // the next attempt gets a new key.
        if (error instanceof ApiError && error.status === 422) keyRef.current = null;
        // The server's words, else "Failed to place order"; anything not from the server: try again.
        toastFailure(
          error,
          error instanceof ApiError ? MESSAGES.ORDER_FAILED : MESSAGES.ORDER_FAILED_TRY_AGAIN,
        );
      } finally {
        busyRef.current = false;
        setPlacing(false);
      }
    },
    [onPlaced],
  );

  const confirmNewTotal = useCallback(() => {
    if (!totalChange) return;
    void place({ ...totalChange.request, expectedTotal: totalChange.reply.total });
  }, [place, totalChange]);
  const dismissTotalChange = useCallback(() => setTotalChange(null), []);

  return { place, placing, totalChange, confirmNewTotal, dismissTotalChange };
}

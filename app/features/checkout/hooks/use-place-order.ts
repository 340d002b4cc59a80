import { useCallback, useRef, useState } from "react";
import toast from "react-hot-toast";
import { MESSAGES } from "@domain/messages";
import { ApiError, toastFailure } from "~/lib/http";
import { placeCodOrder, type OrderRequest } from "../api";
import { newIdempotencyKey } from "../checkout-model";

/**
 * Places the COD order (SPEC §7, §8). One Idempotency-Key per checkout attempt, reused on a
 * retry (a lost answer must not become a second order), replaced after success.
 */
export function usePlaceOrder(onPlaced: () => void | Promise<void>) {
  const [placing, setPlacing] = useState(false);
  const keyRef = useRef<string | null>(null);
  const busyRef = useRef(false);

  const place = useCallback(
    async (request: OrderRequest) => {
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
        toast.success(MESSAGES.ORDER_PLACED);
        await onPlaced();
      } catch (error) {
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

  return { place, placing };
}

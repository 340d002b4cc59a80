import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { listLoadFailureMessage } from "~/features/seller-products/failure-toast";
import { fetchSellerOrders } from "../api";
import type { StatusFilter } from "../order-format";
import type { SellerOrder } from "../types";

/**
 * The orders of one filter, loaded in the browser. SPEC §8: a failure the server reports is
 * toasted with its message; an exception is only logged (the HTTP client has already shown
 * network and server errors).
 */
export function useSellerOrders(filter: StatusFilter) {
  const [orders, setOrders] = useState<SellerOrder[] | null>(null);
  const [failed, setFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const reply = await fetchSellerOrders(filter, mine.signal);
      if (mine.signal.aborted) return;
      if (!reply.success) {
        if (reply.message) toast.error(reply.message);
        setFailed(true);
        return;
      }
      setOrders(reply.orders ?? []);
      setFailed(false);
    } catch (error) {
      if (mine.signal.aborted) return;
      // A refusal the server explained (an error status with its message) is a server
      // failure: its message is shown. Anything else is only logged.
      const message = listLoadFailureMessage(error);
      if (message) toast.error(message, { id: message });
      else console.error("Loading orders failed", error);
      setFailed(true);
    }
  }, [filter]);

  useEffect(() => {
    setOrders(null);
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  return { orders, failed, reload };
}

import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { MESSAGES } from "@domain/messages";
import { ApiError } from "~/lib/http";
import { fetchRiders, reassignRider } from "../api";
import type { RiderRef, SellerOrder } from "../types";

/**
 * The store's active riders for the desk's picker (null while loading; [] when there are none
 * or they could not be read: the server still refuses a move that needs a rider), and the
 * change of rider of an order already Out for Delivery.
 */
export function useRiders(patch: (orderId: string, change: Partial<SellerOrder>) => void) {
  const [riders, setRiders] = useState<RiderRef[] | null>(null);
  const [reassigningId, setReassigningId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchRiders(controller.signal)
      .then(setRiders)
      .catch(() => {
        if (!controller.signal.aborted) setRiders([]);
      });
    return () => controller.abort();
  }, []);

  const reassign = useCallback(
    async (order: SellerOrder, riderId: string) => {
      setReassigningId(order._id);
      try {
        const reply = await reassignRider(order._id, riderId);
        const rider = reply.order?.rider ?? riders?.find((r) => r.id === riderId);
        if (rider) patch(order._id, { rider });
        toast.success(rider ? `${rider.name} now takes this order` : "Rider changed");
      } catch (error) {
        if (!(error instanceof ApiError && error.handled))
          toast.error(
            error instanceof ApiError
              ? (error.serverMessage ?? error.message)
              : MESSAGES.SOMETHING_WENT_WRONG,
          );
      } finally {
        setReassigningId(null);
      }
    },
    [patch, riders],
  );

  return { riders, reassign, reassigningId };
}

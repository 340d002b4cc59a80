import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "~/lib/http";
import { useOrderStream, type StreamMode } from "~/lib/order-stream";
import { fetchDeliveries } from "../api";
import type { DeliveriesReply } from "../types";

export const RIDER_EVENTS_URL = "/api/events/rider";

export type DeliveriesState =
  | { kind: "loading" }
  | { kind: "ready"; data: DeliveriesReply }
  | { kind: "error" }
  | { kind: "signed-out" }
  | { kind: "not-rider" };

/**
 * The rider's deliveries, kept live: the rider's event stream (an order given to them or
 * taken away, a status change) and every (re)connection read the list again. A background
 * read that fails keeps the list shown.
 */
export function useDeliveries(): {
  state: DeliveriesState;
  reload: () => Promise<void>;
  streamMode: StreamMode;
} {
  const [state, setState] = useState<DeliveriesState>({ kind: "loading" });
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const data = await fetchDeliveries(mine.signal);
      if (!mine.signal.aborted) setState({ kind: "ready", data });
    } catch (error) {
      if (mine.signal.aborted) return;
      if (error instanceof ApiError && error.status === 401) setState({ kind: "signed-out" });
      else if (error instanceof ApiError && error.status === 403)
        setState(
          error.body?.code === "FORBIDDEN_ROLE" ? { kind: "not-rider" } : { kind: "signed-out" },
        );
      else setState((s) => (s.kind === "ready" ? s : { kind: "error" }));
    }
  }, []);

  /** A burst of events reads the list once. */
  const soon = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void reload(), 150);
  }, [reload]);

  useEffect(() => {
    void reload();
    return () => {
      controller.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [reload]);

  const streamMode = useOrderStream(state.kind === "ready" ? RIDER_EVENTS_URL : null, soon, soon);
  return { state, reload, streamMode };
}

// The live order stream both order screens follow: the shopper's orders (/api/events/user) and
// the seller's desk (/api/events/seller). One message type and one hook that falls back to
// polling when the stream will not stay open.
import { useEffect, useRef, useState } from "react";

/** One message of /api/events/seller or /api/events/user (the SSE `data:` JSON). */
export interface OrderEvent {
  /**
   * order.acknowledged: a staff member acknowledged the order; order.assigned: the desk gave
   * the order to a rider or took it from one (neither has an id; neither is replayed).
   */
  type: "order.created" | "order.status" | "order.acknowledged" | "order.assigned";
  seq: number;
  orderId: string;
  status: string;
  total?: number;
  customerFirstName?: string;
  /** When the event happened. */
  createdAt?: string;
  /** The order has been acknowledged by a staff member. */
  acknowledged?: boolean;
  /** order.acknowledged: when. */
  acknowledgedAt?: string;
  /** order.assigned: the order's rider now (null: none). */
  rider?: { id: string; name: string } | null;
}

export type StreamMode = "connecting" | "live" | "polling";

/** After this many errors without one successful open, the page polls instead. */
const ERRORS_BEFORE_POLLING = 3;
const POLL_EVERY_MS = 5_000;
/** While polling, the stream is tried again now and then. */
const RETRY_STREAM_AFTER_MS = 60_000;
// "message": a server that sends no `event:` line names the type in the data.
const EVENT_TYPES = [
  "order.created",
  "order.status",
  "order.acknowledged",
  "order.assigned",
  "message",
] as const;

function parseEvent(type: string, data: string, lastEventId: string): OrderEvent | null {
  try {
    const body = JSON.parse(data) as Partial<OrderEvent>;
    const kind = body.type ?? type;
    if (typeof body.orderId !== "string") return null;
    if (kind === "order.acknowledged")
      return {
        type: kind,
        orderId: body.orderId,
        status: "",
        seq: 0,
        acknowledgedAt: body.acknowledgedAt,
      };
    if (kind === "order.assigned") {
      const r = body.rider;
      const rider =
        r && typeof r.id === "string" && typeof r.name === "string"
          ? { id: r.id, name: r.name }
          : null;
      return { type: kind, orderId: body.orderId, status: "", seq: 0, rider };
    }
    if (typeof body.status !== "string") return null;
    const seq = typeof body.seq === "number" ? body.seq : Number(lastEventId) || 0;
    if (kind !== "order.created" && kind !== "order.status") return null;
    return { ...body, type: kind, seq } as OrderEvent;
  } catch {
    return null;
  }
}

/**
 * Follows an order event stream (Server-Sent Events). EventSource reconnects by itself and
 * sends Last-Event-ID, so the server replays what was missed. When the stream keeps failing
 * (a proxy that buffers, a network that drops long requests), `onPoll` runs every 5 s instead
 * and the stream is retried every minute.
 */
export function useOrderStream(
  url: string | null,
  onEvent: (event: OrderEvent) => void,
  onPoll: () => void,
): StreamMode {
  const [mode, setMode] = useState<StreamMode>("connecting");
  const handlers = useRef({ onEvent, onPoll });
  handlers.current = { onEvent, onPoll };

  useEffect(() => {
    if (!url || typeof EventSource === "undefined") {
      if (url) setMode("polling");
      return;
    }
    let source: EventSource | null = null;
    let errors = 0;
    let pollTimer: ReturnType<typeof setInterval> | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    const seen = new Set<number>();

    const startPolling = () => {
      source?.close();
      source = null;
      setMode("polling");
      handlers.current.onPoll();
      pollTimer = setInterval(() => handlers.current.onPoll(), POLL_EVERY_MS);
      retryTimer = setTimeout(() => {
        if (pollTimer) clearInterval(pollTimer);
        pollTimer = null;
        open();
      }, RETRY_STREAM_AFTER_MS);
    };

    const open = () => {
      errors = 0;
      setMode("connecting");
      const es = new EventSource(url, { withCredentials: true });
      source = es;
      es.onopen = () => {
        errors = 0;
        setMode("live");
        // Anything that happened before the stream was (re)opened, e.g. between the page's
        // render and this moment, is fetched once.
        handlers.current.onPoll();
      };
      es.onerror = () => {
        errors += 1;
        setMode("connecting");
        if (es.readyState === EventSource.CLOSED || errors >= ERRORS_BEFORE_POLLING) startPolling();
      };
      for (const type of EVENT_TYPES) {
        es.addEventListener(type, (message) => {
          const m = message as MessageEvent<string>;
          const event = parseEvent(type, m.data, m.lastEventId);
          if (!event) return;
          // A replay after a reconnect never shows an event twice.
          if (event.seq && seen.has(event.seq)) return;
          if (event.seq) seen.add(event.seq);
          handlers.current.onEvent(event);
        });
      }
    };

    open();
    return () => {
      source?.close();
      if (pollTimer) clearInterval(pollTimer);
      if (retryTimer) clearTimeout(retryTimer);
    };
  }, [url]);

  return mode;
}

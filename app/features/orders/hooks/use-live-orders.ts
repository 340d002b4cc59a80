import { useCallback, useEffect, useRef, useState } from "react";
import toast from "~/lib/toast";
import { useRevalidator } from "react-router";
import { useT } from "~/lib/i18n/i18n";
import { useOrderStream, type OrderEvent } from "~/lib/order-stream";
import { fetchMoreOrders, USER_EVENTS_URL } from "../api";
import { applyMove, isBadNews, statusToastIn, type OrderMove } from "../live-orders";
import { toOrderView, type OrderView } from "../order-view";

/**
 * /orders while it is open (issue 9 §7): the shopper's own order events move the cards in
 * place at once and then the page's data is fetched again (times, messages); a toast says
 * what happened. "Load more" appends older pages when the server pages the list.
 */
export function useLiveOrders(serverOrders: OrderView[] | null, serverNextCursor: string | null) {
  const revalidator = useRevalidator();
  const t = useT();
  const [moved, setMoved] = useState<Record<string, OrderMove>>({});
  const [older, setOlder] = useState<OrderView[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(serverNextCursor);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Fresh server data: local status overrides that it confirms are no longer needed.
  useEffect(() => {
    setMoved((m) => {
      const next = { ...m };
      for (const o of serverOrders ?? [])
        if (next[o._id]?.status === o.status && (o.status !== "Delivered" || o.actualDeliveryTime))
          delete next[o._id];
      return next;
    });
  }, [serverOrders]);

  const refresh = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void revalidator.revalidate(), 200);
  }, [revalidator]);

  const onEvent = useCallback(
    (event: OrderEvent) => {
      if (event.type !== "order.status") return;
      const move: OrderMove = { status: event.status, at: event.createdAt };
      setMoved((m) => ({ ...m, [event.orderId]: move }));
      setOlder((list) => list.map((o) => (o._id === event.orderId ? applyMove(o, move) : o)));
      // Every event is a real move (the stream sends each seq once, and a fresh stream starts
      // after the page's data). Comparing with the page's data instead would miss a toast when
      // a refetch brings the new status before its event arrives.
      const message = statusToastIn(t, event.orderId, event.status);
      if (isBadNews(event.status)) toast.error(message, { id: `order-${event.seq}` });
      else toast.success(message, { id: `order-${event.seq}` });
      refresh();
    },
    [refresh, t],
  );

  const streamMode = useOrderStream(serverOrders ? USER_EVENTS_URL : null, onEvent, refresh);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await fetchMoreOrders(nextCursor);
      const views = page.orders.map(toOrderView);
      setOlder((list) => {
        const seen = new Set([...(serverOrders ?? []), ...list].map((o) => o._id));
        return [...list, ...views.filter((o) => !seen.has(o._id))];
      });
      setNextCursor(page.nextCursor);
    } catch (error) {
      // The HTTP client has shown network and server failures.
      console.error("Loading more orders failed", error);
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, loadingMore, serverOrders]);

  const orders =
    serverOrders === null
      ? null
      : [...serverOrders, ...older].map((o) => applyMove(o, moved[o._id]));

  return { orders, nextCursor, loadMore, loadingMore, streamMode };
}

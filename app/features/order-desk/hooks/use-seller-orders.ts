import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { listLoadFailureMessage } from "~/lib/failure-toast";
import { fetchSellerOrders, ORDERS_PAGE_SIZE, type OrdersPage } from "../api";
import type { StatusFilter } from "../order-format";
import type { SellerOrder } from "../types";

type Query = Omit<OrdersPage, "cursor" | "limit">;

/** A shown failure: the server's message is toasted; anything else is only logged. */
function reportFailure(error: unknown) {
  const message = listLoadFailureMessage(error);
  if (message) toast.error(message, { id: message });
  else console.error("Loading orders failed", error);
}

/**
 * The orders of one filter and search, 20 a page, loaded in the browser. SPEC §8: a failure
 * the server reports is toasted with its message; an exception is only logged.
 *
 * New orders arrive at the top (`refreshTop` merges the first page into what is shown), so the
 * cursor of the next older page stays valid; `patch` updates one card in place.
 */
export function useSellerOrders(filter: StatusFilter, query: Query) {
  const [orders, setOrders] = useState<SellerOrder[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const { q, from, to } = query;

  const fetchPage = useCallback(
    (signal: AbortSignal, cursor?: string, limit = ORDERS_PAGE_SIZE) =>
      fetchSellerOrders(filter, signal, { q, from, to, cursor, limit }),
    [filter, q, from, to],
  );

  const reload = useCallback(async () => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const reply = await fetchPage(mine.signal);
      if (mine.signal.aborted) return;
      if (!reply.success) {
        if (reply.message) toast.error(reply.message);
        setFailed(true);
        return;
      }
      setOrders(reply.orders ?? []);
      setNextCursor(typeof reply.nextCursor === "string" ? reply.nextCursor : null);
      setFailed(false);
    } catch (error) {
      if (mine.signal.aborted) return;
      reportFailure(error);
      setFailed(true);
    }
  }, [fetchPage]);

  /**
   * The newest orders again: unknown ones go on top, known ones are replaced in place. A new
   * order's event asks for only the few newest (a small, fast answer); a catch-up asks for a page.
   */
  const refreshTop = useCallback(
    async (limit = ORDERS_PAGE_SIZE) => {
      const mine = new AbortController();
      try {
        const reply = await fetchPage(mine.signal, undefined, limit);
        if (!reply.success || !reply.orders) return;
        const fresh = reply.orders;
        setOrders((current) => {
          if (!current) return fresh;
          const byId = new Map(fresh.map((o) => [o._id, o]));
          const known = new Set(current.map((o) => o._id));
          const added = fresh.filter((o) => !known.has(o._id));
          return [...added, ...current.map((o) => byId.get(o._id) ?? o)];
        });
      } catch (error) {
        // A background refresh stays quiet; the next event or poll tries again.
        console.error("Refreshing orders failed", error);
      }
    },
    [fetchPage],
  );

  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    const mine = new AbortController();
    try {
      const reply = await fetchPage(mine.signal, nextCursor);
      if (!reply.success) {
        if (reply.message) toast.error(reply.message);
        return;
      }
      const page = reply.orders ?? [];
      setOrders((current) => {
        const known = new Set((current ?? []).map((o) => o._id));
        return [...(current ?? []), ...page.filter((o) => !known.has(o._id))];
      });
      setNextCursor(typeof reply.nextCursor === "string" ? reply.nextCursor : null);
    } catch (error) {
      reportFailure(error);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, nextCursor, loadingMore]);

  const patch = useCallback((orderId: string, change: Partial<SellerOrder>) => {
    setOrders((current) =>
      current?.some((o) => o._id === orderId)
        ? current.map((o) => (o._id === orderId ? { ...o, ...change } : o))
        : current,
    );
  }, []);

  useEffect(() => {
    setOrders(null);
    setNextCursor(null);
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  return { orders, failed, reload, refreshTop, loadMore, loadingMore, nextCursor, patch };
}

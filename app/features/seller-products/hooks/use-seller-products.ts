import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { listLoadFailureMessage } from "~/lib/failure-toast";
import { fetchSellerList, type SellerListPage } from "../api";

/**
 * One page of the seller's products for the query's search string (see sellerListApiSearch),
 * loaded in the browser; reload() refetches it (after a stock change, an edit, a delete).
 */
export function useSellerProducts(apiSearch: string) {
  const [page, setPage] = useState<SellerListPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setLoading(true);
    try {
      const reply = await fetchSellerList(apiSearch, mine.signal);
      if (mine.signal.aborted) return;
      setPage(reply);
      setFailed(false);
    } catch (error) {
      if (mine.signal.aborted) return;
      // SPEC §8: the server's message (network and server errors the HTTP client toasted).
      const message = listLoadFailureMessage(error);
      if (message) toast.error(message, { id: message });
      setFailed(true);
    } finally {
      if (!mine.signal.aborted) setLoading(false);
    }
  }, [apiSearch]);

  useEffect(() => {
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  return { page, failed, loading, reload };
}

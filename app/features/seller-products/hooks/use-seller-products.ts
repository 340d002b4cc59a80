import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import type { Product } from "~/lib/types";
import { fetchAllProducts } from "../api";
import { listLoadFailureMessage } from "../failure-toast";

/** Every product, loaded in the browser; reload() refetches (after a stock change, an edit). */
export function useSellerProducts() {
  const [products, setProducts] = useState<Product[] | null>(null);
  const [failed, setFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const list = await fetchAllProducts(mine.signal);
      if (mine.signal.aborted) return;
      setProducts(list);
      setFailed(false);
    } catch (error) {
      if (mine.signal.aborted) return;
      // SPEC §8: the server's message (network and server errors the HTTP client toasted).
      const message = listLoadFailureMessage(error);
      if (message) toast.error(message, { id: message });
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  return { products, failed, reload };
}

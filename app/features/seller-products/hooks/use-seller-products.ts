import { useCallback, useEffect, useRef, useState } from "react";
import type { Product } from "~/lib/types";
import { fetchAllProducts } from "../api";

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
    } catch {
      // The HTTP client has toasted the failure (SPEC §8: the server message).
      if (!mine.signal.aborted) setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => controller.current?.abort();
  }, [reload]);

  return { products, failed, reload };
}

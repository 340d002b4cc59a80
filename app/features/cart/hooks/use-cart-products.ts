import { useEffect, useState } from "react";
import type { ProductSummary } from "~/lib/types";
import { fetchCartProducts } from "~/lib/cart/api";
import { readCartSnapshot, writeCartSnapshot } from "~/lib/cart/cart-snapshot";

// Products seen this visit: coming back to the cart shows them at once while fresh data loads.
const seen = new Map<string, ProductSummary>();

export interface CartProducts {
  byId: ReadonlyMap<string, ProductSummary>;
  /** Ids asked for that are no longer products (deleted by the seller). */
  missing: readonly string[];
  loading: boolean;
  failed: boolean;
}

/** Current details of the products in the cart, fetched whenever the set of ids changes. */
export function useCartProducts(ids: readonly string[]): CartProducts {
  const key = [...ids].sort().join(",");
  const [state, setState] = useState<CartProducts>(() => ({
    byId: new Map(seen),
    missing: [],
    loading: ids.length > 0,
    failed: false,
  }));

  useEffect(() => {
    const wanted = key ? key.split(",") : [];
    if (wanted.length === 0) {
      setState({ byId: new Map(seen), missing: [], loading: false, failed: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    fetchCartProducts<ProductSummary>(wanted, controller.signal)
      .then((products) => {
        for (const p of products) seen.set(p._id, p);
        writeCartSnapshot(products);
        const found = new Set(products.map((p) => p._id));
        setState({
          byId: new Map(seen),
          missing: wanted.filter((id) => !found.has(id)),
          loading: false,
          failed: false,
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // Offline (or the store unreachable): the lines as last seen, rather than none.
        const byId = new Map(seen);
        for (const p of readCartSnapshot<ProductSummary>(wanted))
          if (!byId.has(p._id)) byId.set(p._id, p);
        setState({ byId, missing: [], loading: false, failed: true });
      });
    return () => controller.abort();
  }, [key]);

  return state;
}

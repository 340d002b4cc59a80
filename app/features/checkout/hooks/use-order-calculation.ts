import { useEffect, useState } from "react";
import { calculateOrder, type OrderCalculation, type OrderRequest } from "../api";

/** Changes settle (a quick run of + taps) before the server is asked again. */
const DEBOUNCE_MS = 400;

export interface OrderCalculationState {
  /** The server's answer for exactly this request, else null (show the local values). */
  calculation: OrderCalculation | null;
  loading: boolean;
  failed: boolean;
}

/**
 * POST /api/order/calculate for the current cart and address, debounced; null request = none.
 * A new `revision` asks again for the same cart (prices changed on the server).
 */
export function useOrderCalculation(
  request: OrderRequest | null,
  revision = 0,
): OrderCalculationState {
  const key = request ? JSON.stringify({ request, revision }) : null;
  const [answer, setAnswer] = useState<{
    key: string;
    calculation: OrderCalculation | null;
    failed: boolean;
  } | null>(null);

  useEffect(() => {
    if (!key) return;
    const body = (JSON.parse(key) as { request: OrderRequest }).request;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Quiet: a failed background estimate leaves the local values up; Place Order reports.
      calculateOrder(body, { signal: controller.signal, quiet: true })
        .then((calculation) => setAnswer({ key, calculation, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ key, calculation: null, failed: true });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const current = answer && answer.key === key ? answer : null;
  return {
    calculation: current?.calculation ?? null,
    loading: key !== null && current === null,
    failed: current?.failed ?? false,
  };
}

/**
 * A bounded load generator: a fixed number of workers, each sending one request at a time
 * through nginx until told to stop (or until its order budget is spent). Every answer is
 * recorded: a failed request is a network error, a 5xx, or an unexpected status.
 */
import { randomUUID } from "node:crypto";

export interface Shopper {
  token: string;
  userId: string;
  addressId: string;
}

export interface LoadResult {
  requests: number;
  failed: number;
  failures: string[];
  /** Idempotency-Keys whose order was answered 201 (placed) or 200 (replayed). */
  placedKeys: Map<string, string>;
  orderLatenciesMs: number[];
  ordersPlaced: number;
  elapsedMs: number;
}

export interface LoadOptions {
  baseUrl: string;
  workers: number;
  shoppers: Shopper[];
  /** Orders one shopper may place (the store limits open orders per customer). */
  ordersPerShopper: number;
  items: { product: string; quantity: number }[];
  /** Share of requests that place an order (the rest read the storefront). */
  orderShare: number;
  readPaths: string[];
  shouldStop: () => boolean;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result: LoadResult = {
    requests: 0,
    failed: 0,
    failures: [],
    placedKeys: new Map(),
    orderLatenciesMs: [],
    ordersPlaced: 0,
    elapsedMs: 0,
  };
  const budget = options.shoppers.map(() => options.ordersPerShopper);
  let nextShopper = 0;
  const takeShopper = (): Shopper | null => {
    for (let tries = 0; tries < options.shoppers.length; tries++) {
      const i = nextShopper++ % options.shoppers.length;
      if ((budget[i] ?? 0) > 0) {
        budget[i] = (budget[i] ?? 0) - 1;
        return options.shoppers[i] ?? null;
      }
    }
    return null;
  };
  const fail = (what: string) => {
    result.failed++;
    if (result.failures.length < 20) result.failures.push(what);
  };
  const started = performance.now();
  let readCursor = 0;

  const worker = async () => {
    while (!options.shouldStop()) {
      const order = Math.random() < options.orderShare;
      const shopper = order ? takeShopper() : null;
      result.requests++;
      if (shopper) {
        const key = randomUUID();
        const t0 = performance.now();
        try {
          const res = await fetch(`${options.baseUrl}/api/order/cod`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${shopper.token}`,
              "idempotency-key": key,
            },
            body: JSON.stringify({ items: options.items, address: shopper.addressId }),
          });
          const body = (await res.json().catch(() => ({}))) as { order?: { _id: string } };
          if ((res.status === 201 || res.status === 200) && body.order?._id) {
            result.placedKeys.set(key, body.order._id);
            result.orderLatenciesMs.push(performance.now() - t0);
            result.ordersPlaced++;
          } else fail(`order ${res.status} ${JSON.stringify(body).slice(0, 160)}`);
        } catch (err) {
          fail(`order: ${(err as Error).message}`);
        }
      } else {
        const path = options.readPaths[readCursor++ % options.readPaths.length] as string;
        try {
          const res = await fetch(`${options.baseUrl}${path}`);
          await res.arrayBuffer();
          if (res.status !== 200) fail(`GET ${path} ${res.status}`);
        } catch (err) {
          fail(`GET ${path}: ${(err as Error).message}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  result.elapsedMs = performance.now() - started;
  return result;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

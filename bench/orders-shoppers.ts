/**
 * The orders bench's shoppers: a keep-alive HTTP client and each worker's orders (its own
 * shoppers, PER_SHOPPER orders each, a fresh Idempotency-Key per order, 3 tracked lines).
 */
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import type { Accepted, BenchShopper, Seeded } from "./orders-store";

export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** Orders per shopper: under the default open-order limit (5), so none is refused. */
export const PER_SHOPPER = 4;

export const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY + 20 });
export function post(port: number, token: string, key: string, body: string) {
  return new Promise<{ status: number; json: { order?: { _id: string } } }>((ok, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/order/cod",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "idempotency-key": key,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          ok({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on("error", fail);
    req.end(body);
  });
}

export interface Planned {
  token: string;
  key: string;
  body: string;
  units: Record<string, number>;
}

/** Shoppers `count` orders need: every worker has its own, PER_SHOPPER orders each. */
export const shoppersFor = (count: number) =>
  CONCURRENCY * Math.ceil(Math.ceil(count / CONCURRENCY) / PER_SHOPPER);

export function order(seeded: Seeded, shopper: BenchShopper): Planned {
  const picks = new Set<string>();
  while (picks.size < 3)
    picks.add(seeded.productIds[Math.floor(Math.random() * seeded.productIds.length)]!);
  const items = [...picks].map((product, n) => ({ product, quantity: 1 + n }));
  return {
    token: shopper.token,
    key: randomUUID(),
    body: JSON.stringify({ items, address: shopper.addressId }),
    units: Object.fromEntries(items.map((l) => [l.product, l.quantity])),
  };
}

/** Each worker's orders: its own shoppers from `from` on, one order after another. */
export function plan(seeded: Seeded, from: number, count: number): Planned[][] {
  const perWorker = Math.ceil(count / CONCURRENCY);
  const shoppersEach = shoppersFor(count) / CONCURRENCY;
  return Array.from({ length: CONCURRENCY }, (_, w) =>
    Array.from({ length: perWorker }, (_, i) =>
      order(seeded, seeded.shoppers[from + w * shoppersEach + Math.floor(i / PER_SHOPPER)]!),
    ),
  );
}

export async function place(
  port: number,
  work: Planned[][],
  accepted: Accepted[],
  times: number[],
) {
  let refused = 0;
  await Promise.all(
    work.map(async (orders) => {
      for (const o of orders) {
        const t0 = performance.now();
        const res = await post(port, o.token, o.key, o.body);
        times.push(performance.now() - t0);
        if (res.status === 201)
          accepted.push({ orderId: res.json.order!._id, key: o.key, units: o.units });
        else refused++;
      }
    }),
  );
  return refused;
}

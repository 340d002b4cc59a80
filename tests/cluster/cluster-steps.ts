/**
 * The longer cluster steps' moves, kept out of cluster.test.ts so each test reads as what it
 * checks; they return what they saw and the tests assert on it.
 */
import { randomUUID } from "node:crypto";
import { makeImage } from "../../server/modules/products/test-images";
import { sleep } from "./cluster-harness";
import { json, makeShoppers, postJson, type Cluster } from "./cluster-fixture";
import { runLoad, type LoadResult } from "./load";

/** A bulk import of 40 products with 400×400 photos; tag keeps the two imports' images apart. */
export async function bulkImportForm(tag: "a" | "b"): Promise<FormData> {
  const form = new FormData();
  const products = [];
  for (let i = 0; i < 40; i++) {
    const name = `bulk-${tag}-${i}.png`;
    const png = await makeImage("png", {
      seed: (tag === "a" ? 1000 : 3000) + i,
      width: 400,
      height: 400,
    });
    form.append("images", new File([new Uint8Array(png)], name, { type: "image/png" }));
    products.push({
      name: `Cluster bulk ${tag} ${i}`,
      description: ["Imported"],
      price: 10 + i,
      category: ["Canned"],
      image: [name],
    });
  }
  form.append("productData", JSON.stringify({ products }));
  return form;
}

/**
 * Holds the seller stream on instance 1, places the shopper's order on instance 2, and reads
 * the stream until the order shows (15 s at most).
 */
export async function placeOrderWatchingStream(c: Cluster, sellerToken: string) {
  const controller = new AbortController();
  const stream = await fetch(`${c.direct(0)}/api/events/seller`, {
    headers: { authorization: `Bearer ${sellerToken}`, accept: "text/event-stream" },
    signal: controller.signal,
  });
  const out = { streamStatus: stream.status, orderStatus: 0, orderId: "", text: "" };
  if (stream.status !== 200 || !stream.body) return out;
  const reader = stream.body.getReader();
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      out.text += Buffer.from(value).toString("utf8");
    }
  })().catch(() => {});
  try {
    await sleep(500);
    const login = await postJson(`${c.direct(1)}/api/user/login`, {
      email: c.shopper.email,
      password: c.shopper.password,
    });
    const { token: customer } = (await json(login)) as { token: string };
    const addr = (await json(
      await fetch(`${c.direct(1)}/api/address/get`, {
        headers: { authorization: `Bearer ${customer}` },
      }),
    )) as { addresses: { _id: string }[] };
    const order = await postJson(
      `${c.direct(1)}/api/order/cod`,
      { items: c.items, address: addr.addresses[0]?._id },
      { authorization: `Bearer ${customer}`, "idempotency-key": randomUUID() },
    );
    const placed = (await json(order)) as { order?: { _id: string } };
    out.orderStatus = order.status;
    out.orderId = placed.order?._id ?? "(no order id)";
    const deadline = Date.now() + 15_000;
    while (!out.text.includes(out.orderId) && Date.now() < deadline) await sleep(100);
  } finally {
    controller.abort();
    await reading;
  }
  return out;
}

export interface RollingRestart {
  load: LoadResult;
  exitCodes: (number | null)[];
  lost: number;
  duplicated: number;
  unanswered: number;
}

/**
 * Reads and orders through nginx while each instance in turn is stopped (SIGTERM) and started
 * again; then compares the orders the load was answered for with the orders in the database.
 */
export async function rollingRestartUnderLoad(
  c: Cluster,
  restart: (i: number) => Promise<{ id: string; code: number | null; ms: number }>,
): Promise<RollingRestart> {
  const shoppers = await makeShoppers(c, 80);
  let stop = false;
  const load = runLoad({
    baseUrl: c.base(),
    workers: 6,
    shoppers,
    ordersPerShopper: 5,
    items: c.items,
    orderShare: 0.3,
    readPaths: ["/api/product/list", "/", "/products", "/api/health"],
    shouldStop: () => stop,
  });
  const exits: { id: string; code: number | null; ms: number }[] = [];
  try {
    await sleep(2000);
    for (let i = 0; i < c.instances.length; i++) {
      exits.push(await restart(i));
      await sleep(1000);
    }
    await sleep(2000);
  } finally {
    stop = true;
  }
  const r = await load;
  const keys = [...r.placedKeys.keys()];
  const rows = await c.sql<{ idempotency_key: string; n: number }[]>`
    SELECT idempotency_key, count(*)::int AS n FROM orders
    WHERE user_id IN ${c.sql(shoppers.map((s) => s.userId))}
    GROUP BY idempotency_key`;
  const inDb = new Map(rows.map((row) => [row.idempotency_key, row.n]));
  const lost = keys.filter((k) => !inDb.has(k)).length;
  const duplicated = rows.filter((row) => row.n > 1).length;
  const unanswered = rows.filter((row) => !r.placedKeys.has(row.idempotency_key)).length;
  c.figures["rolling restart"] = {
    requests: r.requests,
    failed: r.failed,
    ordersPlaced: r.ordersPlaced,
    sigtermToExitMs: exits.map((e) => e.ms),
    lostOrders: lost,
    duplicatedOrders: duplicated,
    ordersWithoutAnswer: unanswered,
  };
  return { load: r, exitCodes: exits.map((e) => e.code), lost, duplicated, unanswered };
}

import { useEffect, useState } from "react";
import { LoadFailed } from "~/components/ui/load-failed";
import { ApiError } from "~/lib/http";
import { fetchSellerOrders, fetchSlip } from "../api";
import type { SellerOrder } from "../types";
import { toSlipView, type SlipView } from "../slip-view";
import { DeliverySlip } from "./delivery-slip";
import { SlipSheet } from "./slip-sheet";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; slips: SlipView[] };

function failure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return "This order was not found.";
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return "The slip could not be loaded.";
}

function useLoad(loader: (signal: AbortSignal) => Promise<SlipView[]>, key: string) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    loader(controller.signal)
      .then((slips) => !controller.signal.aborted && setLoad({ state: "ready", slips }))
      .catch(
        (error) =>
          !controller.signal.aborted && setLoad({ state: "failed", message: failure(error) }),
      );
    return () => controller.abort();
    // `key` names what is loaded; the loader is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}

function Body({ load, retry, empty }: { load: Load; retry: () => void; empty: string }) {
  if (load.state === "loading")
    return (
      <p aria-busy="true" className="p-6 text-center text-gray-500">
        Loading…
      </p>
    );
  if (load.state === "failed")
    return (
      <div>
        <p role="alert" className="mb-2 text-center font-semibold text-red-700">
          {load.message}
        </p>
        <LoadFailed what="slip" onRetry={retry} />
      </div>
    );
  if (load.slips.length === 0) return <p className="p-6 text-center text-gray-600">{empty}</p>;
  return (
    <>
      {load.slips.map((slip) => (
        <DeliverySlip key={slip.orderId} slip={slip} />
      ))}
    </>
  );
}

/** /seller/orders/:orderId/slip: one order's slip. */
export function OrderSlipScreen({ orderId }: { orderId: string }) {
  const { load, retry } = useLoad(
    async (signal) => [toSlipView(await fetchSlip(orderId, signal))],
    orderId,
  );
  const title =
    load.state === "ready" ? `Slip for order #${load.slips[0]!.orderNumber}` : "Delivery slip";
  return (
    <SlipSheet title={title} ready={load.state === "ready"}>
      <Body load={load} retry={retry} empty="No slip." />
    </SlipSheet>
  );
}

/** Orders asked per page while collecting the confirmed ones (the server's default page). */
export const CONFIRMED_PAGE_SIZE = 20;
/** Slips fetched at once: quick for a big batch without flooding the server. */
const SLIP_FETCHES_AT_ONCE = 4;

/**
 * Every order still "Confirmed", newest first: the server's pages are followed by their
 * cursor to the end, so a busy day's batch leaves none out.
 */
async function allConfirmedOrders(signal: AbortSignal): Promise<SellerOrder[]> {
  const found: SellerOrder[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const reply = await fetchSellerOrders("Confirmed", signal, {
      limit: CONFIRMED_PAGE_SIZE,
      cursor,
    });
    for (const order of reply.orders ?? []) {
      if (order.status !== "Confirmed" || seen.has(order._id)) continue;
      seen.add(order._id);
      found.push(order);
    }
    if (!reply.nextCursor) return found;
    cursor = reply.nextCursor;
  }
}

/** The slips of `orderIds` in that order, a few fetched at a time; `onSlip` counts progress. */
async function slipsOf(
  orderIds: string[],
  signal: AbortSignal,
  onSlip: (done: number) => void,
): Promise<SlipView[]> {
  const slips: SlipView[] = new Array(orderIds.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < orderIds.length) {
      const i = next++;
      slips[i] = toSlipView(await fetchSlip(orderIds[i]!, signal));
      onSlip(++done);
    }
  };
  await Promise.all(Array.from({ length: SLIP_FETCHES_AT_ONCE }, worker));
  return slips;
}

/** /seller/orders/slips: the slips of every order still "Confirmed", one per page. */
export function ConfirmedSlipsScreen() {
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const { load, retry } = useLoad(async (signal) => {
    setProgress(null);
    const orders = await allConfirmedOrders(signal);
    if (!signal.aborted) setProgress({ done: 0, of: orders.length });
    // In turn, oldest first: the first to go out is on top of the pile.
    const ids = orders.map((o) => o._id).reverse();
    return slipsOf(ids, signal, (done) => {
      if (!signal.aborted) setProgress({ done, of: ids.length });
    });
  }, "confirmed");
  const n = load.state === "ready" ? load.slips.length : null;
  return (
    <SlipSheet
      title={
        n === null
          ? "Confirmed orders' slips"
          : `Slips of ${n} confirmed ${n === 1 ? "order" : "orders"}`
      }
      ready={load.state === "ready" && load.slips.length > 0}
    >
      {load.state === "loading" && progress && progress.of > 0 ? (
        <p role="status" aria-busy="true" className="p-6 text-center text-gray-500">
          Loading slip {progress.done} of {progress.of}…
        </p>
      ) : (
        <Body load={load} retry={retry} empty="No orders are waiting in Confirmed." />
      )}
    </SlipSheet>
  );
}

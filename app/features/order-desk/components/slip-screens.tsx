import { useEffect, useState } from "react";
import { LoadFailed } from "~/components/ui/load-failed";
import { ApiError } from "~/lib/http";
import { fetchSellerOrders } from "~/features/seller-orders/api";
import { fetchSlip } from "../api";
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

/** How many confirmed orders one batch prints at most (a busy day's worth). */
const BATCH_LIMIT = 100;

/** /seller/orders/slips: the slips of every order still "Confirmed", one per page. */
export function ConfirmedSlipsScreen() {
  const { load, retry } = useLoad(async (signal) => {
    const reply = await fetchSellerOrders("Confirmed", signal, { limit: BATCH_LIMIT });
    const orders = (reply.orders ?? []).filter((o) => o.status === "Confirmed");
    const slips: SlipView[] = [];
    // In turn, oldest first: the first to go out is on top of the pile.
    for (const order of [...orders].reverse())
      slips.push(toSlipView(await fetchSlip(order._id, signal)));
    return slips;
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
      <Body load={load} retry={retry} empty="No orders are waiting in Confirmed." />
    </SlipSheet>
  );
}

import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { formatPeso } from "@domain/money";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { removeStorage, STORAGE_KEYS } from "~/lib/storage";
import { riderSignOut } from "../api";
import { useDeliveries } from "../hooks/use-deliveries";
import { useDeliveryOutbox } from "../hooks/use-delivery-outbox";
import type { Delivery } from "../types";
import { DeliveredRow, DeliveryCard, deliveredLabel, type TapState } from "./delivery-card";

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

function Skeleton() {
  return (
    <div aria-busy="true" aria-label="Loading deliveries" className="space-y-3">
      {[0, 1].map((i) => (
        <div key={i} className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-gray-100" />
      ))}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-100"
    >
      <h2 className="text-lg font-bold text-gray-900">{title}</h2>
      {children}
    </div>
  );
}

const STREAM_LABEL = { live: "Live", connecting: "Connecting...", polling: "Checking every 5 s" };

/** /rider: the rider's deliveries on their phone, live, with the offline-safe Delivered tap. */
export function RiderScreen({
  loginForm,
}: {
  /** The seller sign-in, shown when nobody is signed in; `onSignedIn` reloads this screen. */
  loginForm: (onSignedIn: () => void) => ReactNode;
}) {
  const { state, reload, streamMode } = useDeliveries();
  const outbox = useDeliveryOutbox(() => void reload());
  const online = useOnline();
  const { confirm, dialog } = useConfirm();

  async function delivered(delivery: Delivery) {
    const ok = await confirm({
      title: `Order #${delivery.orderNumber} delivered?`,
      message: `${delivery.customer.name} has the order and you collected ${formatPeso(delivery.cashToCollect)}.`,
      confirmLabel: deliveredLabel(delivery.cashToCollect),
      cancelLabel: "Not yet",
    });
    if (ok) outbox.tap(delivery.orderId, delivery.cashToCollect);
  }

  async function signOut() {
    await riderSignOut().catch(() => undefined);
    removeStorage(STORAGE_KEYS.sellerToken);
    await reload();
  }

  if (state.kind === "signed-out") return <>{loginForm(() => void reload())}</>;

  const waiting = new Set(outbox.pending.map((p) => p.orderId));
  const tapState = (d: Delivery): TapState =>
    !waiting.has(d.orderId) ? "none" : online ? "sending" : "waiting";

  let body: ReactNode;
  if (state.kind === "loading") body = <Skeleton />;
  else if (state.kind === "error")
    body = <LoadFailed what="deliveries" onRetry={() => void reload()} />;
  else if (state.kind === "not-rider")
    body = (
      <Panel title="This page is for riders">
        <p className="mt-1 text-gray-600">
          Your account is not a rider&apos;s. The orders and the rest of the shop are in the
          back-office.
        </p>
        <Link
          to="/seller"
          className="mt-4 inline-flex h-11 items-center rounded-xl bg-brand-700 px-4 font-semibold text-white"
        >
          Go to the back-office
        </Link>
      </Panel>
    );
  else {
    const out = state.data.deliveries.filter((d) => d.status === "Out for Delivery");
    const done = state.data.deliveries.filter((d) => d.status === "Delivered");
    body = (
      <>
        <h2 className="text-base font-bold text-gray-900">To deliver ({out.length})</h2>
        {out.length === 0 ? (
          <p className="mt-2 rounded-2xl bg-white p-6 text-center text-gray-700 ring-1 ring-gray-100">
            No deliveries assigned to you
          </p>
        ) : (
          <div className="mt-2 space-y-3">
            {out.map((d) => (
              <DeliveryCard
                key={d.orderId}
                delivery={d}
                tapState={tapState(d)}
                onDelivered={(x) => void delivered(x)}
              />
            ))}
          </div>
        )}
        {done.length > 0 ? (
          <section className="mt-6" aria-label="Delivered today">
            <h2 className="text-base font-bold text-gray-900">Delivered today ({done.length})</h2>
            <ul className="mt-2 space-y-2">
              {done.map((d) => (
                <DeliveredRow key={d.orderId} delivery={d} />
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  return (
    // Offline, the app's connectivity banner sits fixed at the very top: the page makes room.
    <div className={`min-h-screen bg-gray-50 ${online ? "" : "pt-8"}`}>
      {dialog}
      <header
        className={`sticky ${online ? "top-0" : "top-8"} z-10 bg-brand-700 px-4 py-3 text-white`}
      >
        <div className="mx-auto flex max-w-xl items-center justify-between gap-2">
          <div className="min-w-0">
            <h1 className="text-lg font-bold">My deliveries</h1>
            <p className="truncate text-xs text-brand-100">
              {state.kind === "ready" && state.data.rider ? `${state.data.rider.name} · ` : ""}
              <span data-testid="rider-stream">{STREAM_LABEL[streamMode]}</span>
            </p>
          </div>
          {state.kind === "ready" || state.kind === "not-rider" ? (
            <button
              type="button"
              onClick={() => void signOut()}
              className="h-10 shrink-0 rounded-lg bg-white/15 px-3 text-sm font-semibold ring-1 ring-white/40"
            >
              Sign out
            </button>
          ) : null}
        </div>
      </header>
      {!online ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900">
          You are offline. Taps are kept on this phone and sent when you are back online.
        </p>
      ) : null}
      <main className="mx-auto max-w-xl px-4 py-4">{body}</main>
    </div>
  );
}

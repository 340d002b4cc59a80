import { AlertIcon } from "~/components/ui/icons";
import { useOrderDesk } from "../desk-context";

/**
 * The alert controls above the orders: sound on/off (kept on this device), desktop
 * notifications (asked only from this button), and whether the page is live or polling. While
 * the browser still needs a click before it may play sound, a full-width "Start the desk"
 * prompt comes first: a desk reopened in a fresh tab would otherwise take orders in silence.
 */
export function DeskAlerts() {
  const desk = useOrderDesk();
  if (!desk) return null;
  const { soundOn, sound, ringing, notifications, streamMode, unacknowledged } = desk;

  return (
    <>
      {soundOn && sound === "suspended" ? <StartDeskPrompt onStart={desk.allowSound} /> : null}
      <section
        aria-label="Order alerts"
        className="print:hidden mt-3 flex flex-col gap-2 rounded-2xl bg-white p-3 text-sm shadow-sm ring-1 ring-gray-100 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4"
      >
        <label className="flex items-center gap-2 font-medium text-gray-800">
          <button
            type="button"
            role="switch"
            aria-checked={soundOn}
            aria-label="Alert sound"
            onClick={() => desk.setSoundOn(!soundOn)}
            className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${soundOn ? "bg-brand-600" : "bg-gray-300"}`}
          >
            <span
              className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${soundOn ? "translate-x-5" : "translate-x-0.5"}`}
            />
          </button>
          <span>Alert sound {soundOn ? "on" : "off"}</span>
        </label>

        {soundOn && sound === "unsupported" ? (
          <p className="text-gray-600">This browser cannot play the alert sound.</p>
        ) : null}
        {ringing ? (
          <p role="status" className="font-semibold text-red-700">
            Ringing: {unacknowledged} new {unacknowledged === 1 ? "order waits" : "orders wait"} for
            acknowledgement
          </p>
        ) : null}

        {notifications === "default" ? (
          <button
            type="button"
            onClick={() => void desk.askNotifications()}
            className="rounded-lg px-3 py-1.5 font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            Turn on desktop alerts
          </button>
        ) : notifications === "granted" ? (
          <span className="text-gray-600">Desktop alerts on</span>
        ) : notifications === "denied" ? (
          <span className="text-gray-600">Desktop alerts blocked in this browser</span>
        ) : null}

        <span className="text-xs text-gray-500 sm:ml-auto" data-stream-mode={streamMode}>
          {streamMode === "live"
            ? "● Live"
            : streamMode === "polling"
              ? "Checking every 5 s (live updates unavailable)"
              : "Connecting…"}
        </span>
      </section>
    </>
  );
}

function StartDeskPrompt({ onStart }: { onStart: () => Promise<void> }) {
  return (
    <div
      role="status"
      className="print:hidden mt-3 rounded-2xl bg-amber-50 p-3 text-amber-950 ring-2 ring-amber-400 sm:p-4"
    >
      <p className="flex items-start gap-2 text-sm font-medium">
        <AlertIcon size={18} className="mt-0.5 shrink-0" />
        <span>Your browser needs a click on this page before it can play the new-order sound.</span>
      </p>
      <button
        type="button"
        onClick={() => void onStart()}
        className="mt-3 flex h-14 w-full items-center justify-center rounded-xl bg-amber-700 text-lg font-bold text-white shadow-sm hover:bg-amber-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
      >
        Start the desk
      </button>
      <p className="mt-2 text-center text-xs text-amber-950">
        One tap turns on the new-order sound for this tab.
      </p>
    </div>
  );
}

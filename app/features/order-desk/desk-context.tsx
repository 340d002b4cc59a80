// The order desk of the seller area (issue 9 §3): one event stream for every seller screen,
// the server's counts, the repeating alert until an order is acknowledged, the tab title's
// count and desktop notifications while the tab is hidden.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import { formatPeso } from "@domain/money";
import { useOrderStream, type OrderEvent, type StreamMode } from "~/lib/order-stream";
import { acknowledgeOrder, fetchOrderCounts } from "./api";
import { playOrderAlert, soundState, unlockSound, type SoundState } from "./alert-sound";
import type { OrderCounts } from "./types";

export const SELLER_EVENTS_URL = "/api/events/seller";
/** Not a "minimart"/"token"/"auth" key: a customer logout on this device keeps it. */
export const SOUND_PREFERENCE_KEY = "order-desk-sound";
export const ALERT_REPEAT_MS = 5_000;
const COUNTS_REFRESH_MS = 30_000;

export type DeskSignal = OrderEvent | { type: "poll" };
type Listener = (signal: DeskSignal) => void;
export type NotificationState = "unsupported" | "default" | "granted" | "denied";

interface Desk {
  counts: OrderCounts | null;
  unacknowledged: number;
  streamMode: StreamMode;
  soundOn: boolean;
  setSoundOn: (on: boolean) => void;
  /** null until the browser has been asked (no notice flashes before that). */
  sound: SoundState | null;
  allowSound: () => Promise<void>;
  /** The alert is ringing now (sound on, allowed, and an order waits for acknowledgement). */
  ringing: boolean;
  notifications: NotificationState;
  askNotifications: () => Promise<void>;
  acknowledge: (orderId: string) => Promise<void>;
  refreshCounts: () => void;
  subscribe: (listener: Listener) => () => void;
}

const DeskContext = createContext<Desk | null>(null);

export function useOrderDesk(): Desk | null {
  return useContext(DeskContext);
}

function readSoundPreference(): boolean {
  try {
    return window.localStorage.getItem(SOUND_PREFERENCE_KEY) !== "off";
  } catch {
    return true;
  }
}

function notificationState(): NotificationState {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

const TITLE_COUNT = /^\(\d+\)\s/;

export function OrderDeskProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const [soundOn, setSoundOnState] = useState(true);
  // Unknown until the browser is asked: the server's page and the first paint show no notice.
  const [sound, setSound] = useState<SoundState | null>(null);
  const [notifications, setNotifications] = useState<NotificationState>("unsupported");
  const listeners = useRef(new Set<Listener>());
  const countsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const countsController = useRef<AbortController | null>(null);

  const loadCounts = useCallback(async () => {
    countsController.current?.abort();
    const mine = new AbortController();
    countsController.current = mine;
    try {
      const next = await fetchOrderCounts({}, mine.signal);
      if (!mine.signal.aborted) setCounts(next);
    } catch {
      // The badge keeps its last figure; the next event or tick tries again.
    }
  }, []);

  /** Several events in a burst ask for the counts once. */
  const refreshCounts = useCallback(() => {
    if (countsTimer.current) clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(() => void loadCounts(), 150);
  }, [loadCounts]);

  useEffect(() => {
    setSoundOnState(readSoundPreference());
    setSound(soundState());
    setNotifications(notificationState());
    void loadCounts();
    const tick = setInterval(() => void loadCounts(), COUNTS_REFRESH_MS);
    // Any click or key on the page may unlock the sound.
    const unlock = () => void unlockSound().then(setSound);
    window.addEventListener("pointerdown", unlock);
    window.addEventListener("keydown", unlock);
    return () => {
      clearInterval(tick);
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
      countsController.current?.abort();
      if (countsTimer.current) clearTimeout(countsTimer.current);
    };
  }, [loadCounts]);

  const emit = useCallback((signal: DeskSignal) => {
    for (const listener of listeners.current) listener(signal);
  }, []);

  const onEvent = useCallback(
    (event: OrderEvent) => {
      if (event.type === "order.created") {
        // Counted at once, so badge, title and alert do not wait for the counts call.
        setCounts((c) =>
          c
            ? {
                ...c,
                all: c.all + 1,
                unacknowledged: c.unacknowledged + 1,
                byStatus: { ...c.byStatus, [event.status]: (c.byStatus[event.status] ?? 0) + 1 },
              }
            : c,
        );
        if (readSoundPreference()) playOrderAlert();
        notifyIfHidden(event);
      }
      refreshCounts();
      emit(event);
    },
    [emit, refreshCounts],
  );

  const onPoll = useCallback(() => {
    refreshCounts();
    emit({ type: "poll" });
  }, [emit, refreshCounts]);

  const streamMode = useOrderStream(SELLER_EVENTS_URL, onEvent, onPoll);
  const unacknowledged = counts?.unacknowledged ?? 0;
  const ringing = soundOn && sound === "running" && unacknowledged > 0;

  // The alert repeats until every new order is acknowledged.
  useEffect(() => {
    if (!ringing) return;
    playOrderAlert();
    const timer = setInterval(() => playOrderAlert(), ALERT_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing]);

  // "(2) Orders Management": the count in the tab title, on every seller screen.
  useEffect(() => {
    const base = document.title.replace(TITLE_COUNT, "");
    document.title = unacknowledged > 0 ? `(${unacknowledged}) ${base}` : base;
  }, [unacknowledged, pathname]);
  useEffect(
    () => () => {
      document.title = document.title.replace(TITLE_COUNT, "");
    },
    [],
  );

  const setSoundOn = useCallback((on: boolean) => {
    setSoundOnState(on);
    try {
      window.localStorage.setItem(SOUND_PREFERENCE_KEY, on ? "on" : "off");
    } catch {
      // Private mode: the switch works for this visit only.
    }
    if (on) void unlockSound().then(setSound);
  }, []);

  const allowSound = useCallback(async () => {
    setSound(await unlockSound());
  }, []);

  const askNotifications = useCallback(async () => {
    if (typeof Notification === "undefined") return;
    setNotifications(await Notification.requestPermission());
  }, []);

  const acknowledge = useCallback(
    async (orderId: string) => {
      await acknowledgeOrder(orderId);
      setCounts((c) => (c ? { ...c, unacknowledged: Math.max(0, c.unacknowledged - 1) } : c));
      refreshCounts();
    },
    [refreshCounts],
  );

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const desk = useMemo<Desk>(
    () => ({
      counts,
      unacknowledged,
      streamMode,
      soundOn,
      setSoundOn,
      sound,
      allowSound,
      ringing,
      notifications,
      askNotifications,
      acknowledge,
      refreshCounts,
      subscribe,
    }),
    [
      counts,
      unacknowledged,
      streamMode,
      soundOn,
      setSoundOn,
      sound,
      allowSound,
      ringing,
      notifications,
      askNotifications,
      acknowledge,
      refreshCounts,
      subscribe,
    ],
  );

  return <DeskContext.Provider value={desk}>{children}</DeskContext.Provider>;
}

function notifyIfHidden(event: OrderEvent) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  if (document.visibilityState !== "hidden") return;
  const who = event.customerFirstName ? ` from ${event.customerFirstName}` : "";
  const total = typeof event.total === "number" ? ` · ${formatPeso(event.total)}` : "";
  try {
    const n = new Notification("New order", {
      body: `New order${who}${total}`,
      tag: `order-${event.orderId}`,
    });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    // Some mobile browsers only allow notifications from a service worker.
  }
}

/** Subscribes a screen to the desk's events for as long as it is mounted. */
export function useDeskSignals(listener: Listener) {
  const desk = useOrderDesk();
  const ref = useRef(listener);
  ref.current = listener;
  const subscribe = desk?.subscribe;
  useEffect(() => {
    if (!subscribe) return;
    return subscribe((signal) => ref.current(signal));
  }, [subscribe]);
}

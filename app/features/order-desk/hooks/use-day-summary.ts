import { useCallback, useEffect, useRef, useState } from "react";
import { fetchDaySummary } from "../api";
import type { DaySummary } from "../types";

/** One Manila day's figures; `refresh` asks again (debounced, for bursts of events). */
export function useDaySummary(date: string | null) {
  const [summary, setSummary] = useState<DaySummary | null>(null);
  const [failed, setFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async () => {
    if (!date) return;
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const next = await fetchDaySummary(date, mine.signal);
      if (!mine.signal.aborted) {
        setSummary(next);
        setFailed(false);
      }
    } catch {
      if (!mine.signal.aborted) setFailed(true);
    }
  }, [date]);

  const refresh = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(), 400);
  }, [load]);

  useEffect(() => {
    setSummary(null);
    void load();
    return () => {
      controller.current?.abort();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [load]);

  return { summary, failed, refresh };
}

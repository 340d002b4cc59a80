import { useCallback, useEffect, useRef, useState } from "react";
import type { ActivityLine } from "~/lib/activity-words";
import { fetchActivity, fetchPeople, type ActivityFilters, type Person } from "../api";

/**
 * The trail under the screen's filters: the first page when the filters change, then each
 * "Load more" appends the next page after the last line's cursor.
 */
export function useActivity(filters: ActivityFilters) {
  const [entries, setEntries] = useState<ActivityLine[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(filters);
  const current = useRef(key);
  current.current = key;

  useEffect(() => {
    const controller = new AbortController();
    setEntries(null);
    setFailed(false);
    setMoreFailed(false);
    fetchActivity(JSON.parse(key) as ActivityFilters, null, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setEntries(page.entries);
        setNextCursor(page.nextCursor);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [key, attempt]);

  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    const asked = key;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await fetchActivity(JSON.parse(asked) as ActivityFilters, nextCursor);
      // The filters changed meanwhile: this page belongs to the old list.
      if (current.current !== asked) return;
      setEntries((lines) => [...(lines ?? []), ...page.entries]);
      setNextCursor(page.nextCursor);
    } catch {
      if (current.current === asked) setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [key, nextCursor, loadingMore]);

  return {
    entries,
    failed,
    moreFailed,
    hasMore: nextCursor !== null,
    loadingMore,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** The back-office people, for the person filter; an empty list if they cannot be read. */
export function usePeople() {
  const [people, setPeople] = useState<Person[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchPeople(controller.signal)
      .then((list) => !controller.signal.aborted && setPeople(list))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return people;
}

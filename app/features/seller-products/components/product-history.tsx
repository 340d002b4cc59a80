import { useEffect, useState } from "react";
import { ActivityEntry } from "~/components/activity-entry";
import type { ActivityLine } from "~/lib/activity-words";
import { fetchProductHistory } from "../api";

interface HistoryState {
  entries: ActivityLine[] | null;
  nextCursor: string | null;
  failed: boolean;
  busy: boolean;
}

/**
 * The product's own history in its edit dialog: collapsed at first, read from the server only
 * when opened (most edits never look at it), ten lines at a time.
 */
export function ProductHistory({ productId }: { productId: string }) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HistoryState>({
    entries: null,
    nextCursor: null,
    failed: false,
    busy: false,
  });

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ entries: null, nextCursor: null, failed: false, busy: true });
    fetchProductHistory(productId, null, controller.signal)
      .then(
        (page) => !controller.signal.aborted && setState({ ...page, failed: false, busy: false }),
      )
      .catch(
        () => !controller.signal.aborted && setState((s) => ({ ...s, failed: true, busy: false })),
      );
    return () => controller.abort();
  }, [open, productId, attempt]);

  async function more() {
    setState((s) => ({ ...s, busy: true, failed: false }));
    try {
      const page = await fetchProductHistory(productId, state.nextCursor);
      setState((s) => ({
        entries: [...(s.entries ?? []), ...page.entries],
        nextCursor: page.nextCursor,
        failed: false,
        busy: false,
      }));
    } catch {
      setState((s) => ({ ...s, failed: true, busy: false }));
    }
  }

  return (
    <details
      className="rounded-xl border border-gray-200 bg-gray-50 px-3"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer py-3 text-sm font-semibold text-gray-800">History</summary>
      <div className="pb-3" aria-busy={state.busy}>
        {state.entries && state.entries.length > 0 ? (
          <ul className="divide-y divide-gray-200">
            {state.entries.map((line) => (
              <ActivityEntry key={line.id} line={line} showKind={false} />
            ))}
          </ul>
        ) : null}
        {state.entries?.length === 0 ? (
          <p className="py-2 text-sm text-gray-600">No changes recorded yet.</p>
        ) : null}
        {state.busy ? (
          <p role="status" className="py-2 text-sm text-gray-600">
            Loading the history…
          </p>
        ) : null}
        {state.failed ? (
          <p role="alert" className="py-2 text-sm text-red-700">
            The history could not be loaded.{" "}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => (state.entries ? void more() : setAttempt((n) => n + 1))}
            >
              Try again
            </button>
          </p>
        ) : null}
        {!state.busy && !state.failed && state.nextCursor ? (
          <button
            type="button"
            onClick={() => void more()}
            className="mt-1 text-sm font-semibold text-brand-700 underline"
          >
            Show older changes
          </button>
        ) : null}
      </div>
    </details>
  );
}

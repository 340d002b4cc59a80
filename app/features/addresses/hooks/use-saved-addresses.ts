import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "~/lib/http";
import { useMessage } from "~/lib/i18n/i18n";
import type { SavedAddress } from "~/lib/types";
import { fetchAddresses } from "../api";

export interface SavedAddresses {
  addresses: SavedAddress[];
  /** True until the first answer for the current customer. */
  loading: boolean;
  /** The failure's message (SPEC §8: server message or the error's message), else null. */
  error: string | null;
  reload: () => void;
}

/**
 * The logged-in customer's saved addresses (GET /api/address/get); nothing for a guest. The
 * error is in the page's language where the catalogs know its words.
 */
export function useSavedAddresses(userId: string | null): SavedAddresses {
  const message = useMessage();
  const [state, setState] = useState<Omit<SavedAddresses, "reload">>({
    addresses: [],
    loading: userId !== null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) {
      setState({ addresses: [], loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchAddresses(controller.signal)
      .then((addresses) => setState({ addresses, loading: false, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const fallback = error instanceof Error ? error.message : "Could not load your addresses";
        setState({ addresses: [], loading: false, error: errorMessage(error, fallback) });
      });
    return () => controller.abort();
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, error: state.error === null ? null : message(state.error), reload };
}

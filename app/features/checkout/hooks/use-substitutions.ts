import { useCallback, useEffect, useState } from "react";
import toast from "~/lib/toast";
import {
  DEFAULT_SUBSTITUTION,
  DELIVERY_NOTE_MESSAGES,
  isSubstitutionChoice,
  type SubstitutionChoice,
} from "@domain/delivery-notes";
import { toastFailure } from "~/lib/http";
import { localStore } from "~/lib/storage";
import { fetchSubstitutionDefault, saveSubstitutionDefault } from "../api";

type LineChoices = Record<string, SubstitutionChoice>;

/**
 * The cart lines' choices on this browser (product id → choice). Not one of SPEC §3's keys,
 * so kept apart from them; its name holds "minimart", so logout wipes it with the rest.
 */
export const LINE_CHOICES_KEY = "minimart_substitutions";

function store(write: (storage: Storage) => void) {
  try {
    const storage = localStore();
    if (storage) write(storage);
  } catch {
    // Full or disabled storage: the choices live only in memory for this visit.
  }
}

function readStored(): string | null {
  try {
    return localStore()?.getItem(LINE_CHOICES_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored line choices, keeping only well-formed entries (storage is the shopper's). */
export function readLineChoices(text: string | null): LineChoices {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    const out: LineChoices = {};
    for (const [id, choice] of Object.entries(parsed)) {
      if (isSubstitutionChoice(choice)) out[id] = choice;
    }
    return out;
  } catch {
    return {};
  }
}

export interface Substitutions {
  /** The shopper's default: the account's when logged in, "Remove it" for a guest. */
  defaultChoice: SubstitutionChoice;
  /** True while the account's default is being read or saved. */
  busy: boolean;
  choiceFor: (productId: string) => SubstitutionChoice;
  setLine: (productId: string, choice: SubstitutionChoice) => void;
  setDefault: (choice: SubstitutionChoice) => void;
  /** Forgets the lines' choices (the order was placed and the cart emptied). */
  clearLines: () => void;
}

/**
 * Each cart line's "If out of stock" choice. A line the shopper has not set follows the
 * default; the lines' own choices are kept on this browser with the cart, the default on the
 * account (GET/PUT /api/user/preferences). What the page shows is what the order sends.
 */
export function useSubstitutions(userId: string | null): Substitutions {
  const [lines, setLines] = useState<LineChoices>({});
  const [accountDefault, setAccountDefault] = useState<SubstitutionChoice | null>(null);
  const [busy, setBusy] = useState(userId !== null);

  useEffect(() => setLines(readLineChoices(readStored())), []);

  useEffect(() => {
    setAccountDefault(null);
    if (!userId) {
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    setBusy(true);
    fetchSubstitutionDefault(controller.signal)
      .then((choice) => !controller.signal.aborted && setAccountDefault(choice))
      .catch(() => undefined)
      .finally(() => !controller.signal.aborted && setBusy(false));
    return () => controller.abort();
  }, [userId]);

  const defaultChoice = (userId ? accountDefault : null) ?? DEFAULT_SUBSTITUTION;

  const setLine = useCallback((productId: string, choice: SubstitutionChoice) => {
    setLines((current) => {
      const next = { ...current, [productId]: choice };
      store((s) => s.setItem(LINE_CHOICES_KEY, JSON.stringify(next)));
      return next;
    });
  }, []);

  const setDefault = useCallback(
    (choice: SubstitutionChoice) => {
      if (!userId) return;
      const before = accountDefault;
      setAccountDefault(choice);
      setBusy(true);
      saveSubstitutionDefault(choice)
        .then(() => toast.success(DELIVERY_NOTE_MESSAGES.DEFAULT_SAVED, { id: "substitution" }))
        .catch((error: unknown) => {
          setAccountDefault(before);
          toastFailure(error);
        })
        .finally(() => setBusy(false));
    },
    [userId, accountDefault],
  );

  const choiceFor = useCallback(
    (productId: string) => lines[productId] ?? defaultChoice,
    [lines, defaultChoice],
  );

  const clearLines = useCallback(() => {
    setLines({});
    store((s) => s.removeItem(LINE_CHOICES_KEY));
  }, []);

  return { defaultChoice, busy, choiceFor, setLine, setDefault, clearLines };
}

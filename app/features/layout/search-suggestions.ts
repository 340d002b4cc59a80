// The header search's suggestions while typing (issue 11 item 5): what the popup holds, how
// the keyboard moves through it (WAI-ARIA APG "combobox with listbox popup", list
// autocomplete), and a debounced, abortable loader of GET /api/product/suggest.
// Pure and small: it ships in the first load with the header.

/** Fewer trimmed characters than this ask nothing (the server answers nothing below 2 too). */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 200;
/** The search box and the server cut longer text to this. */
const SUGGEST_MAX_LENGTH = 100;

export interface SuggestedProduct {
  _id: string;
  name: string;
  category: string[];
  price: number;
  inStock: boolean;
}

/** A product opens its page; a correction ("Did you mean coca-cola?") searches for it. */
export type SuggestOption =
  { kind: "product"; product: SuggestedProduct } | { kind: "correction"; text: string };

export interface SuggestState {
  /** The trimmed text the options answer. */
  query: string;
  options: SuggestOption[];
  open: boolean;
  /** The option under the keyboard (aria-activedescendant), or -1 for none. */
  active: number;
}

export type SuggestAction =
  | { type: "answer"; query: string; options: SuggestOption[]; focused: boolean }
  | { type: "typed" }
  | { type: "open" }
  | { type: "close" }
  | { type: "clear" }
  | { type: "move"; by: 1 | -1 };

export const NO_SUGGESTIONS: SuggestState = { query: "", options: [], open: false, active: -1 };

export function suggestReducer(state: SuggestState, action: SuggestAction): SuggestState {
  const count = state.options.length;
  switch (action.type) {
    case "answer":
      return {
        query: action.query,
        options: action.options,
        open: action.focused && action.options.length > 0,
        active: -1,
      };
    case "typed":
      // New text: no option is chosen until the arrows choose one again.
      return state.active === -1 ? state : { ...state, active: -1 };
    case "open":
      return count === 0 || state.open ? state : { ...state, open: true, active: -1 };
    case "close":
      return state.open ? { ...state, open: false, active: -1 } : state;
    case "clear":
      return NO_SUGGESTIONS;
    case "move": {
      if (count === 0) return state;
      // Closed: Down opens on the first option, Up on the last. Open: move, wrapping round.
      if (!state.open || state.active === -1)
        return { ...state, open: true, active: action.by === 1 ? 0 : count - 1 };
      return { ...state, active: (state.active + action.by + count) % count };
    }
  }
}

/** The options in a /api/product/suggest answer: the correction first, then the products. */
export function optionsFromAnswer(body: unknown): SuggestOption[] {
  if (typeof body !== "object" || body === null) return [];
  const { success, suggestions, didYouMean } = body as Record<string, unknown>;
  if (success !== true || !Array.isArray(suggestions)) return [];
  const options: SuggestOption[] = [];
  if (typeof didYouMean === "string" && didYouMean.trim() !== "")
    options.push({ kind: "correction", text: didYouMean.trim() });
  for (const item of suggestions as Partial<SuggestedProduct>[]) {
    if (typeof item?._id === "string" && typeof item.name === "string")
      options.push({
        kind: "product",
        product: {
          _id: item._id,
          name: item.name,
          category: Array.isArray(item.category) ? item.category : [],
          price: typeof item.price === "number" ? item.price : 0,
          inStock: item.inStock !== false,
        },
      });
  }
  return options;
}

/** The text a query asks the server for: trimmed and cut, or null when too short to ask. */
export function suggestQuery(text: string): string | null {
  const query = text.trim().slice(0, SUGGEST_MAX_LENGTH);
  return query.length < SUGGEST_MIN_LENGTH ? null : query;
}

export interface SuggestLoader {
  /** The text changed: forget what was asked, and ask again after a pause in typing. */
  request(text: string): void;
  /** Stop: no pending or in-flight answer will be reported. */
  cancel(): void;
}

/**
 * Asks the server `delay` ms after the last change, aborting the previous call, so an answer
 * to older text never arrives after a newer one. A failure answers no options: suggestions
 * are a help, never an error, and the search itself does not depend on them.
 */
export function suggestLoader(
  onAnswer: (query: string, options: SuggestOption[]) => void,
  { delay = SUGGEST_DEBOUNCE_MS, fetchImpl = (...a: Parameters<typeof fetch>) => fetch(...a) } = {},
): SuggestLoader {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const cancel = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  };
  return {
    cancel,
    request(text) {
      cancel();
      const query = suggestQuery(text);
      if (query === null) return onAnswer("", []);
      timer = setTimeout(() => {
        const call = (controller = new AbortController());
        fetchImpl(`/api/product/suggest?q=${encodeURIComponent(query)}`, {
          signal: call.signal,
          headers: { accept: "application/json" },
        })
          .then((res) => (res.ok ? res.json() : null))
          .then(optionsFromAnswer, () => [])
          .then((options) => {
            if (!call.signal.aborted) onAnswer(query, options);
          });
      }, delay);
    },
  };
}

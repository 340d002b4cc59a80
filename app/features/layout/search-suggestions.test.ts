import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  NO_SUGGESTIONS,
  SUGGEST_DEBOUNCE_MS,
  optionsFromAnswer,
  suggestLoader,
  suggestQuery,
  suggestReducer,
  type SuggestOption,
  type SuggestState,
} from "./search-suggestions";

const product = (name: string): SuggestOption => ({
  kind: "product",
  product: { _id: name, name, category: ["Beverages"], price: 42, inStock: true },
});
const THREE = [product("a"), product("b"), product("c")];
const answered = (focused = true): SuggestState =>
  suggestReducer(NO_SUGGESTIONS, { type: "answer", query: "co", options: THREE, focused });

describe("suggestReducer (APG combobox, list autocomplete)", () => {
  it("an answer opens the list with no option active, only while the box has focus", () => {
    expect(answered()).toEqual({ query: "co", options: THREE, open: true, active: -1 });
    expect(answered(false).open).toBe(false);
    const empty = suggestReducer(answered(), {
      type: "answer",
      query: "cox",
      options: [],
      focused: true,
    });
    expect(empty).toEqual({ query: "cox", options: [], open: false, active: -1 });
  });

  it("ArrowDown goes to the first option, then on, wrapping from the last to the first", () => {
    let state = suggestReducer(answered(), { type: "move", by: 1 });
    expect(state.active).toBe(0);
    state = suggestReducer(state, { type: "move", by: 1 });
    state = suggestReducer(state, { type: "move", by: 1 });
    expect(state.active).toBe(2);
    expect(suggestReducer(state, { type: "move", by: 1 }).active).toBe(0);
  });

  it("ArrowUp from no option goes to the last, and from the first wraps to the last", () => {
    const last = suggestReducer(answered(), { type: "move", by: -1 });
    expect(last.active).toBe(2);
    const first = suggestReducer(last, { type: "move", by: 1 });
    expect(first.active).toBe(0);
    expect(suggestReducer(first, { type: "move", by: -1 }).active).toBe(2);
  });

  it("an arrow on a closed list with options opens it on the first or last option", () => {
    const closed = suggestReducer(answered(), { type: "close" });
    expect(closed).toMatchObject({ open: false, active: -1, options: THREE });
    expect(suggestReducer(closed, { type: "move", by: 1 })).toMatchObject({
      open: true,
      active: 0,
    });
    expect(suggestReducer(closed, { type: "move", by: -1 })).toMatchObject({
      open: true,
      active: 2,
    });
  });

  it("arrows do nothing when there is nothing to suggest", () => {
    expect(suggestReducer(NO_SUGGESTIONS, { type: "move", by: 1 })).toBe(NO_SUGGESTIONS);
    expect(suggestReducer(NO_SUGGESTIONS, { type: "open" })).toBe(NO_SUGGESTIONS);
  });

  it("typing drops the active option but keeps the list until the next answer", () => {
    const active = suggestReducer(answered(), { type: "move", by: 1 });
    expect(suggestReducer(active, { type: "typed" })).toMatchObject({ open: true, active: -1 });
    const idle = answered();
    expect(suggestReducer(idle, { type: "typed" })).toBe(idle);
  });

  it("close keeps the options for reopening; open shows them again; clear forgets them", () => {
    const closed = suggestReducer(suggestReducer(answered(), { type: "move", by: 1 }), {
      type: "close",
    });
    expect(closed).toMatchObject({ open: false, active: -1, options: THREE });
    expect(suggestReducer(closed, { type: "open" })).toMatchObject({ open: true, active: -1 });
    expect(suggestReducer(closed, { type: "clear" })).toEqual(NO_SUGGESTIONS);
  });
});

describe("optionsFromAnswer", () => {
  it("puts the correction first, then the products", () => {
    const options = optionsFromAnswer({
      success: true,
      didYouMean: "coca-cola",
      suggestions: [
        {
          _id: "1",
          name: "Coca-Cola Original 1.5L",
          brand: "Coca-Cola",
          category: ["Beverages"],
          price: 85,
          image: [],
          inStock: true,
        },
      ],
    });
    expect(options).toEqual([
      { kind: "correction", text: "coca-cola" },
      {
        kind: "product",
        product: {
          _id: "1",
          name: "Coca-Cola Original 1.5L",
          category: ["Beverages"],
          price: 85,
          inStock: true,
        },
      },
    ]);
  });

  it("answers nothing for a failure or anything that is not the answer's shape", () => {
    expect(optionsFromAnswer(null)).toEqual([]);
    expect(optionsFromAnswer("oops")).toEqual([]);
    expect(optionsFromAnswer({ success: false, message: "Too many requests" })).toEqual([]);
    expect(optionsFromAnswer({ success: true, suggestions: "x", didYouMean: "y" })).toEqual([]);
    expect(
      optionsFromAnswer({ success: true, suggestions: [null, { _id: 1 }], didYouMean: null }),
    ).toEqual([]);
  });
});

describe("suggestQuery", () => {
  it("asks nothing for empty, blank or one-character text", () => {
    expect(suggestQuery("")).toBeNull();
    expect(suggestQuery("   ")).toBeNull();
    expect(suggestQuery(" c ")).toBeNull();
    expect(suggestQuery(" co ")).toBe("co");
    expect(suggestQuery("x".repeat(300))).toHaveLength(100);
  });
});

describe("suggestLoader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const okAnswer = (name: string) =>
    new Response(
      JSON.stringify({
        success: true,
        didYouMean: null,
        suggestions: [{ _id: name, name, category: [], price: 1, inStock: true }],
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );

  /** A fetch that answers when told, and rejects like a browser when its signal aborts. */
  function controlledFetch() {
    const calls: { url: string; signal: AbortSignal; answer: (r: Response) => void }[] = [];
    const fetchImpl = vi.fn(
      (url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init!.signal!;
          signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          calls.push({ url: String(url), signal, answer: resolve });
        }),
    );
    return { calls, fetchImpl };
  }

  it("asks once, after the pause, for the last text typed", async () => {
    const { calls, fetchImpl } = controlledFetch();
    const onAnswer = vi.fn();
    const loader = suggestLoader(onAnswer, { fetchImpl });
    loader.request("co");
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 50);
    loader.request("cok");
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 50);
    loader.request(" coke ");
    expect(fetchImpl).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(calls.map((c) => c.url)).toEqual(["/api/product/suggest?q=coke"]);
    calls[0]!.answer(okAnswer("Coca-Cola"));
    await vi.runAllTimersAsync();
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer.mock.calls[0]![0]).toBe("coke");
    expect(onAnswer.mock.calls[0]![1]).toHaveLength(1);
  });

  it("aborts the call in flight when the text changes, so its answer never shows", async () => {
    const { calls, fetchImpl } = controlledFetch();
    const onAnswer = vi.fn();
    const loader = suggestLoader(onAnswer, { fetchImpl });
    loader.request("co");
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    loader.request("coke");
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    calls[1]!.answer(okAnswer("Coca-Cola"));
    calls[0]!.answer(okAnswer("Cobra"));
    await vi.runAllTimersAsync();
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer.mock.calls[0]![0]).toBe("coke");
  });

  it("asks nothing below two characters and answers no options at once", () => {
    const { fetchImpl } = controlledFetch();
    const onAnswer = vi.fn();
    const loader = suggestLoader(onAnswer, { fetchImpl });
    loader.request("c");
    loader.request("   ");
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS * 3);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(onAnswer.mock.calls).toEqual([
      ["", []],
      ["", []],
    ]);
  });

  it("a failed call (network, 5xx, bad JSON) answers no options and throws nothing", async () => {
    const onAnswer = vi.fn();
    const failures = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(new Response("boom", { status: 500 })),
      () => Promise.resolve(new Response("<html>", { status: 200 })),
    ];
    for (const failure of failures) {
      const loader = suggestLoader(onAnswer, { fetchImpl: vi.fn(failure) });
      loader.request("coke");
      await vi.runAllTimersAsync();
    }
    expect(onAnswer.mock.calls).toEqual([
      ["coke", []],
      ["coke", []],
      ["coke", []],
    ]);
  });

  it("cancel stops a pending and an in-flight call from answering", async () => {
    const { calls, fetchImpl } = controlledFetch();
    const onAnswer = vi.fn();
    const loader = suggestLoader(onAnswer, { fetchImpl });
    loader.request("coke");
    loader.cancel();
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(fetchImpl).not.toHaveBeenCalled();
    loader.request("coke");
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    loader.cancel();
    calls[0]!.answer(okAnswer("Coca-Cola"));
    await vi.runAllTimersAsync();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

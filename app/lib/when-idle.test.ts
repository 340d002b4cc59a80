import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

/** A page without requestIdleCallback: the timer fallback, driven by fake timers. */
let readyState: DocumentReadyState;
let page: EventTarget & {
  setTimeout: unknown;
  clearTimeout: unknown;
  requestIdleCallback?: unknown;
};

beforeEach(() => {
  vi.useFakeTimers();
  page = Object.assign(new EventTarget(), {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
  });
  vi.stubGlobal("window", page);
  vi.stubGlobal("document", {
    get readyState() {
      return readyState;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function loaded() {
  readyState = "complete";
  page.dispatchEvent(new Event("load"));
}

describe("whenIdle", () => {
  it("waits for the page's load event, then for an idle moment", () => {
    readyState = "loading";
    const task = vi.fn();
    whenIdle(task, 3000);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    loaded();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("uses the browser's idle callback, with the time limit, when there is one", () => {
    readyState = "complete";
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 7;
    });
    page.requestIdleCallback = requestIdleCallback;
    const task = vi.fn();
    whenIdle(task, 2500);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2500 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page already up it runs soon; a cancelled one never runs", () => {
    readyState = "complete";
    const task = vi.fn();
    const kept = vi.fn();
    const cancel = whenIdle(task);
    whenIdle(kept);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it("cancelled before the load event, it never runs", () => {
    readyState = "interactive";
    const task = vi.fn();
    whenIdle(task)();
    loaded();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});

/**
 * Sends values one at a time, always the newest: while a send is in flight, further pushes
 * only replace the waiting value. Rapid taps on "+" make at most two requests, and an older
 * cart can never overwrite a newer one by arriving last.
 */
export function createLatestSender<T>(send: (value: T) => Promise<void>) {
  let inFlight = false;
  let waiting: { value: T } | null = null;

  async function drain() {
    while (waiting) {
      const { value } = waiting;
      waiting = null;
      inFlight = true;
      try {
        await send(value);
      } catch {
        // send reports its own failures; the next push tries again with the newest value.
      } finally {
        inFlight = false;
      }
    }
  }

  return {
    push(value: T) {
      waiting = { value };
      if (!inFlight) void drain();
    },
    get busy() {
      return inFlight || waiting !== null;
    },
  };
}

/**
 * A small Server-Sent Events reader for tests and the bench: parses the messages of a
 * streamed response as they arrive, and lets a caller wait for the next ones.
 */
export interface SseMessage {
  event: string;
  id?: string;
  data: string;
  retry?: number;
}

export class SseReader {
  readonly messages: SseMessage[] = [];
  readonly comments: string[] = [];
  ended = false;
  private buffer = "";
  private waiters: (() => void)[] = [];
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly pump: Promise<void>;

  constructor(readonly response: Response) {
    if (!response.body) throw new Error("SseReader: response has no body");
    this.reader = response.body.getReader();
    this.pump = this.run();
  }

  private async run() {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        this.parse();
      }
    } catch {
      // cancelled
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  private parse() {
    let cut: number;
    while ((cut = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      const message: SseMessage = { event: "message", data: "" };
      const data: string[] = [];
      let hasField = false;
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) {
          this.comments.push(line.slice(1).trim());
          continue;
        }
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        hasField = true;
        if (field === "event") message.event = value;
        else if (field === "id") message.id = value;
        else if (field === "data") data.push(value);
        else if (field === "retry") message.retry = Number(value);
      }
      message.data = data.join("\n");
      if (hasField) this.messages.push(message);
    }
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** The order events received so far (order.created / order.status), parsed. */
  orderEvents<T = { seq: number; type: string; orderId: string; status: string }>(): T[] {
    return this.messages
      .filter((m) => m.event.startsWith("order."))
      .map((m) => JSON.parse(m.data) as T);
  }

  /** Waits until `check()` holds (re-checked on every chunk) or the time runs out. */
  async until(check: () => boolean, timeoutMs = 5_000, what = "condition"): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (this.ended) throw new Error(`stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the stream to end (the server closed it). */
  async untilEnded(timeoutMs = 5_000): Promise<void> {
    await this.until(() => this.ended, timeoutMs, "the end of the stream").catch((err) => {
      if (!this.ended) throw err;
    });
  }

  async close() {
    await this.reader.cancel().catch(() => {});
    await this.pump;
  }
}

/** Anything that answers a request as the app does: a test's app, or a second instance. */
export interface RequestTarget {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * Opens an event stream and waits for its ready event; refused (not 200), it fails with the
 * answer's body. The reader goes into `open`, for the test to close after each case.
 */
export async function openSseStream(
  app: RequestTarget,
  path: string,
  headers: Record<string, string>,
  open: SseReader[],
): Promise<SseReader> {
  const res = await app.request(path, { headers });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const reader = new SseReader(res);
  open.push(reader);
  await reader.until(() => reader.messages.some((m) => m.event === "ready"), 5_000, "ready");
  return reader;
}

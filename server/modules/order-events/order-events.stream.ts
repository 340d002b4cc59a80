import type { OrderEventData, RoutedOrderEvent } from "./order-events.service";

// One open live stream on its own: where its messages go, what it has delivered, its ordered
// queue of writes and the cap that cuts off a client too far behind. The hub
// (order-events.hub.ts) follows the log and decides what each stream gets.

/** A client this many messages behind is cut off; it reconnects and replays from the log. */
const MAX_PENDING_WRITES = 1_000;

/** Where a stream's messages go: the SSE response, or a test's array. */
export interface StreamWriter {
  /** One SSE message (event/id/data) or raw text (a comment, a retry hint). */
  write(text: string): Promise<void>;
  /** Ends the response. */
  close(): Promise<void> | void;
}

export interface OpenedStream {
  /** Settles when the stream has ended. */
  done: Promise<void>;
  end(): Promise<void>;
  /** Ends the stream after one last message (raw SSE text). */
  endWith(last: string): Promise<void>;
}

export interface StreamSubscriber {
  role: "seller" | "customer" | "rider";
  /** The customer (or the rider) whose events the stream carries; null on the desk's. */
  userId: string | null;
  /** SHA-256 of the session token that opened the stream: revoking it closes the stream. */
  tokenHash: string;
}

export function formatEvent(event: OrderEventData): string {
  return `event: ${event.type}\nid: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** One open stream inside the hub. */
export class Stream {
  /** Events are written after this id only: replay and live delivery never repeat one. */
  lastDelivered = 0;
  replaying = true;
  buffered: RoutedOrderEvent[] = [];
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  ended = false;
  readonly done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    readonly subscriber: StreamSubscriber,
    private readonly writer: StreamWriter,
    private readonly onEnd: (stream: Stream) => void,
  ) {
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
  }

  wants(event: RoutedOrderEvent): boolean {
    if (this.subscriber.role === "seller") return true;
    if (this.subscriber.role === "rider") return event.riderId === this.subscriber.userId;
    return event.userId === this.subscriber.userId;
  }

  /** Queues raw text; writes keep their order. */
  send(text: string) {
    if (this.ended) return;
    if (++this.pending > MAX_PENDING_WRITES) {
      void this.end();
      return;
    }
    this.chain = this.chain
      .then(() => (this.ended ? undefined : this.writer.write(text)))
      .catch(() => void this.end())
      .finally(() => this.pending--);
  }

  /** Writes an event unless it was written already; `text` is its message, formatted once. */
  deliver(event: RoutedOrderEvent, text = formatEvent(event.data)) {
    if (event.data.seq <= this.lastDelivered) return;
    this.lastDelivered = event.data.seq;
    this.send(text);
  }

  /** Ends the stream once (after `last`, a retry hint or a reason, when given), and forgets it. */
  async end(last?: string) {
    if (this.ended) return;
    if (last) {
      this.send(last);
      await this.chain;
    }
    this.ended = true;
    this.onEnd(this);
    try {
      await this.writer.close();
    } catch {
      // already closed by the client
    }
    this.resolveDone();
  }
}

import type { Database } from "../../db/client";
import type { Platform } from "../../platform/platform";
import { decOpenStreams, incOpenStreams } from "../../lib/metrics";
import {
  EVENT_BATCH,
  eventOfAnnouncement,
  latestEventSeq,
  liveSessionHashes,
  readAcknowledgement,
  readEventsAfter,
  type RoutedOrderEvent,
} from "./order-events.service";
import {
  formatEvent,
  Stream,
  type OpenedStream,
  type StreamSubscriber,
  type StreamWriter,
} from "./order-events.stream";
import { logger } from "../../lib/logger";
import { readRiderAssigned } from "../orders/rider-assignment";

/** A comment line at least this often keeps proxies from closing an idle stream (issue: 25 s). */
export const HEARTBEAT_MS = 20_000;
/** What EventSource waits before reconnecting after the server ends a stream. */
export const RETRY_MS = 3_000;

let openStreams = 0;
/** How many live event streams this process holds open (for metrics and the bench). */
export function openEventStreamCount(): number {
  return openStreams;
}

/**
 * The live order streams of one server instance. One follower per process reads the event
 * log (order_status_history) after the last id it saw whenever the bus says an event was
 * committed (on any instance), and fans each event out to the open streams; a stream that
 * reconnects replays from the log first.
 */
export class OrderEventHub {
  private readonly streams = new Set<Stream>();
  private lastSeq = 0;
  private started: Promise<void> | null = null;
  private reading = false;
  private readAgain = false;
  private closed = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribes: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: Database,
    private readonly platform: Platform,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      const bus = this.platform.bus;
      // Subscribe before reading the newest id: an event committed in between is then
      // both above that id and announced, so the follower reads it.
      this.unsubscribes.push(
        await bus.subscribe("order_events", (payload) => this.announced(payload)),
      );
      this.unsubscribes.push(
        await bus.subscribe("sessions_revoked", (hash) => this.closeSessions(new Set([hash]))),
      );
      this.unsubscribes.push(
        await bus.subscribe("order_acknowledged", (orderId) => void this.acknowledged(orderId)),
      );
      this.unsubscribes.push(
        await bus.subscribe("rider_assigned", (payload) => this.riderAssigned(payload)),
      );
      this.lastSeq = Math.max(this.lastSeq, await latestEventSeq(this.db));
      this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
      this.timer.unref();
    })();
    return this.started;
  }

  /**
   * A bus message about a committed event. When it carries the event and that event is the
   * very next id (ids become visible in increasing order, see recordOrderEvent), it is fanned
   * out at once, without reading it back from the log; anything else (an id skipped by a
   * rolled-back write, a reader already busy, a message with the id only) reads the log.
   */
  announced(payload: string) {
    const event = eventOfAnnouncement(payload);
    if (event && !this.reading && !this.closed && event.data.seq === this.lastSeq + 1) {
      this.lastSeq = event.data.seq;
      this.fanOut(event);
      return;
    }
    void this.follow();
  }

  /** One event to every stream that wants it (a replaying stream keeps it for later). */
  private fanOut(event: RoutedOrderEvent) {
    const text = formatEvent(event.data);
    for (const stream of this.streams) {
      if (!stream.wants(event)) continue;
      if (stream.replaying) stream.buffered.push(event);
      else stream.deliver(event, text);
    }
  }

  /** Reads the log after the last id seen and fans the new events out; one reader at a time. */
  async follow(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.readAgain = false;
        for (;;) {
          const batch = await readEventsAfter(this.db, this.lastSeq);
          for (const event of batch) {
            this.lastSeq = event.data.seq;
            this.fanOut(event);
          }
          if (batch.length < EVENT_BATCH) break;
        }
      } while (this.readAgain && !this.closed);
    } catch (err) {
      logger.error("order event follower failed", { err });
    } finally {
      this.reading = false;
    }
  }

  /**
   * Opens a stream: replays the events after `lastEventId` from the log (none when it is
   * absent), then delivers live ones. Resolves to a promise that settles when it ends.
   */
  async open(
    subscriber: StreamSubscriber,
    writer: StreamWriter,
    lastEventId: number | undefined,
  ): Promise<OpenedStream> {
    if (this.closed) throw new Error("event hub closed");
    await this.start();
    // Riders sign in as back-office people: their streams count with the desk's.
    const kind = subscriber.role === "customer" ? "customer" : "seller";
    const stream = new Stream(subscriber, writer, (s) => {
      if (this.streams.delete(s)) {
        openStreams--;
        decOpenStreams(kind);
      }
    });
    this.streams.add(stream);
    openStreams++;
    incOpenStreams(kind);
    stream.send(`retry: ${RETRY_MS}\n\n`);
    if (lastEventId === undefined) {
      // A fresh stream starts now; its first id lets a reconnect replay from here.
      stream.lastDelivered = this.lastSeq;
      stream.replaying = false;
    } else {
      stream.lastDelivered = lastEventId;
      try {
        for (;;) {
          const batch = await readEventsAfter(this.db, stream.lastDelivered, {
            userId: subscriber.role === "customer" ? (subscriber.userId ?? "") : undefined,
            riderId: subscriber.role === "rider" ? (subscriber.userId ?? "") : undefined,
          });
          for (const event of batch) stream.deliver(event);
          if (batch.length < EVENT_BATCH || stream.ended) break;
        }
      } catch (err) {
        await stream.end();
        throw err;
      }
      for (const event of stream.buffered) stream.deliver(event);
      stream.buffered = [];
      stream.replaying = false;
    }
    const seq = stream.lastDelivered;
    stream.send(`event: ready\nid: ${seq}\ndata: ${JSON.stringify({ seq })}\n\n`);
    return {
      done: stream.done,
      end: () => stream.end(),
      endWith: (last) => stream.end(last),
    };
  }

  /**
   * A staff member acknowledged an order (on any instance): every seller stream hears it, so
   * the other desks stop ringing. Not in the log and without an id.
   */
  private async acknowledged(orderId: string) {
    try {
      const ack = await readAcknowledgement(this.db, orderId);
      if (!ack) return;
      const text = `event: order.acknowledged\ndata: ${JSON.stringify(ack)}\n\n`;
      for (const stream of this.streams)
        if (stream.subscriber.role === "seller" && !stream.replaying) stream.send(text);
    } catch (err) {
      logger.error("order acknowledgement fan-out failed", { err });
    }
  }

  /**
   * The desk gave an order to a rider or took it from one (on any instance): the desks show
   * the new rider, and the two riders' lists gain or lose it. Not in the log and without an
   * id: a rider's page reads its list again whenever its stream (re)opens.
   */
  private riderAssigned(payload: string) {
    const assigned = readRiderAssigned(payload);
    if (!assigned) return;
    const riders = new Set([assigned.rider?.id, assigned.previousRiderId]);
    const text = `event: order.assigned\ndata: ${JSON.stringify(assigned)}\n\n`;
    for (const stream of this.streams) {
      const { role, userId } = stream.subscriber;
      if (stream.replaying) continue;
      if (role === "seller" || (role === "rider" && riders.has(userId ?? undefined)))
        stream.send(text);
    }
  }

  /** A comment on every stream, a catch-up read, and the end of streams whose session died. */
  async heartbeat(): Promise<void> {
    if (this.closed) return;
    for (const stream of this.streams) stream.send(": ping\n\n");
    void this.follow();
    const hashes = [...this.streams].map((s) => s.subscriber.tokenHash);
    if (hashes.length === 0) return;
    try {
      const alive = await liveSessionHashes(this.db, hashes);
      const dead = new Set(hashes.filter((h) => !alive.has(h)));
      if (dead.size > 0) this.closeSessions(dead);
    } catch (err) {
      logger.error("event stream session check failed", { err });
    }
  }

  private closeSessions(hashes: Set<string>) {
    for (const stream of this.streams)
      if (hashes.has(stream.subscriber.tokenHash)) void stream.end();
  }

  /** Ends every stream with a retry hint and stops following (server shutdown). */
  async closeAll(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.streams].map((s) => s.end(`retry: ${RETRY_MS}\n\n`)));
    const unsubscribes = this.unsubscribes;
    this.unsubscribes = [];
    await Promise.allSettled(unsubscribes.map((u) => u()));
  }
}

const hubs = new WeakMap<Platform, OrderEventHub>();

/** The hub of one app instance (one per platform), closed with the platform's shutdown. */
export function orderEventHub(deps: { db: Database; platform: Platform }): OrderEventHub {
  let hub = hubs.get(deps.platform);
  if (!hub) {
    const created = new OrderEventHub(deps.db, deps.platform);
    hubs.set(deps.platform, created);
    deps.platform.onShutdown(() => created.closeAll());
    hub = created;
  }
  return hub;
}

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { logger } from "../lib/logger";
import { notify, type Bus } from "./bus";
import {
  slotsToClose,
  type ClaimOutcome,
  type StreamClaim,
  type StreamSlots,
} from "./stream-slots";

export interface PostgresStreamSlotsOptions {
  /** How often an instance marks its slots as still held. */
  touchMs?: number;
  /** Slots not marked for this long belong to an instance that died: not counted, then swept. */
  staleMs?: number;
}

interface Waiting {
  claim: StreamClaim;
  resolve: (outcome: ClaimOutcome) => void;
  reject: (err: unknown) => void;
}

interface LocalSlot {
  session: string;
  address: string;
  onEvicted: () => void;
}

/** A claim answered without the database: it was closed as its session's oldest at once. */
const superseded: ClaimOutcome = { granted: true, release: async () => {} };

/**
 * PostgreSQL: one row per open stream in event_stream_slots, written under two transaction
 * advisory locks (the address's, then the session's, always in that order, so two claims never
 * wait on each other in a cycle). A slot of another instance that a claim closes is announced
 * on the bus in the same transaction; that instance closes its stream. Each instance marks its
 * rows every `touchMs`; rows of an instance that stopped marking them (killed, restarted under
 * a new id) stop counting after `staleMs` and are deleted by whichever instance sweeps next.
 *
 * A flood from one client must not hold the pool: claims from one address run one at a time
 * per instance, a session's waiting claims beyond its cap are closed at once (each would only
 * close the one before it), and an address this instance alone already fills is refused
 * without a query.
 */
export function createPostgresStreamSlots(
  db: Database,
  bus: Pick<Bus, "subscribe">,
  options: PostgresStreamSlotsOptions = {},
): StreamSlots {
  const touchMs = options.touchMs ?? 15_000;
  const staleSeconds = (options.staleMs ?? 60_000) / 1000;
  const instance = randomUUID();
  const local = new Map<number, LocalSlot>();
  const localAtAddress = new Map<string, number>();
  const localOfSessionAt = new Map<string, number>();
  /** Slots whose release could not be written: deleted again at the next touch. */
  const unreleased = new Set<number>();
  const queues = new Map<string, Waiting[]>();
  let started: Promise<() => Promise<void>> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  const bump = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };
  const pair = (session: string, address: string) => `${session}\n${address}`;
  const hold = (id: number, slot: LocalSlot) => {
    local.set(id, slot);
    bump(localAtAddress, slot.address, 1);
    bump(localOfSessionAt, pair(slot.session, slot.address), 1);
  };
  const forget = (id: number) => {
    const slot = local.get(id);
    if (!slot) return null;
    local.delete(id);
    bump(localAtAddress, slot.address, -1);
    bump(localOfSessionAt, pair(slot.session, slot.address), -1);
    return slot;
  };
  const evictLocal = (id: number) => forget(id)?.onEvicted();

  const start = () =>
    (started ??= (async () => {
      const stop = await bus.subscribe("event_streams_evicted", (payload) =>
        evictLocal(Number(payload)),
      );
      timer = setInterval(() => void touch(), touchMs);
      timer.unref();
      return stop;
    })());

  const live = sql`seen_at > now() - make_interval(secs => ${staleSeconds})`;
  const idList = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );

  async function touch() {
    try {
      const retry = [...unreleased];
      if (retry.length > 0)
        await db.execute(sql`DELETE FROM event_stream_slots WHERE id IN (${idList(retry)})`);
      for (const id of retry) unreleased.delete(id);
      if (local.size > 0)
        await db.execute(
          sql`UPDATE event_stream_slots SET seen_at = now() WHERE instance_id = ${instance}`,
        );
      await db.execute(sql`DELETE FROM event_stream_slots WHERE NOT (${live})`);
    } catch (err) {
      logger.error("event stream slots could not be marked", { err });
    }
  }

  async function release(id: number) {
    // After close, the instance's rows are gone already (and the pool may be too).
    if (!forget(id) && closed) return;
    try {
      await db.execute(sql`DELETE FROM event_stream_slots WHERE id = ${id}`);
    } catch (err) {
      unreleased.add(id);
      logger.error("event stream slot could not be released", { err });
    }
  }

  async function claimNow(claim: StreamClaim): Promise<ClaimOutcome> {
    // Every slot held here at this address counts everywhere; at most the session's own could
    // be closed to make room.
    const mineHere =
      (localAtAddress.get(claim.address) ?? 0) -
      (localOfSessionAt.get(pair(claim.session, claim.address)) ?? 0);
    if (mineHere + 1 > claim.perAddress) return { granted: false, addressOpen: mineHere };
    let inserted: number | null = null;
    const outcome = await db
      .transaction(async (tx) => {
        for (const key of [`address:${claim.address}`, `session:${claim.session}`])
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(hashtextextended(${`minimart:streams:${key}`}, 0))`,
          );
        const held = rowsOf<{ id: number | string; address: string }>(
          await tx.execute(sql`
            SELECT id, address FROM event_stream_slots
            WHERE session_hash = ${claim.session} AND ${live} ORDER BY id`),
        ).map((r) => ({ id: Number(r.id), address: r.address }));
        const [count] = rowsOf<{ n: number | string }>(
          await tx.execute(sql`
            SELECT count(*) AS n FROM event_stream_slots
            WHERE address = ${claim.address} AND ${live}`),
        );
        const addressOpen = Number(count?.n ?? 0);
        const close = slotsToClose(held, addressOpen, claim);
        if (!close) return { granted: false as const, addressOpen };
        if (close.length > 0) {
          await tx.execute(sql`DELETE FROM event_stream_slots WHERE id IN (${idList(close)})`);
          for (const id of close) await notify(tx, "event_streams_evicted", String(id));
        }
        const [row] = rowsOf<{ id: number | string }>(
          await tx.execute(sql`
            INSERT INTO event_stream_slots (instance_id, session_hash, address, kind)
            VALUES (${instance}, ${claim.session}, ${claim.address}, ${claim.kind})
            RETURNING id`),
        );
        const id = Number(row!.id);
        // Known before the commit: a newer claim on another instance may close it right after.
        hold(id, { session: claim.session, address: claim.address, onEvicted: claim.onEvicted });
        inserted = id;
        return { granted: true as const, id, close };
      })
      .catch((err: unknown) => {
        if (inserted !== null) forget(inserted);
        throw err;
      });
    if (!outcome.granted) return outcome;
    for (const id of outcome.close) evictLocal(id);
    return { granted: true, release: () => release(outcome.id) };
  }

  async function drain(address: string, queue: Waiting[]) {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        next.resolve(await claimNow(next.claim));
      } catch (err) {
        next.reject(err);
      }
    }
    queues.delete(address);
  }

  return {
    async claim(claim) {
      await start();
      return new Promise<ClaimOutcome>((resolve, reject) => {
        let queue = queues.get(claim.address);
        const idle = !queue;
        if (!queue) queues.set(claim.address, (queue = []));
        queue.push({ claim, resolve, reject });
        const waiting = queue.filter((w) => w.claim.session === claim.session);
        if (waiting.length > claim.perSession) {
          const oldest = waiting[0]!;
          queue.splice(queue.indexOf(oldest), 1);
          oldest.resolve(superseded);
          oldest.claim.onEvicted();
        }
        if (idle) void drain(claim.address, queue);
      });
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      for (const id of [...local.keys()]) forget(id);
      const stop = started;
      started = null;
      await db
        .execute(sql`DELETE FROM event_stream_slots WHERE instance_id = ${instance}`)
        .catch((err: unknown) => logger.error("event stream slots not cleared", { err }));
      if (stop) await (await stop.catch(() => async () => {}))();
    },
  };
}

/** postgres-js answers an array of rows; PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

import type { Context } from "hono";
import { sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { Readable, type Transform } from "node:stream";
import { constants, createBrotliCompress, createGunzip, createGzip } from "node:zlib";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { pickEncoding } from "../../http/compress";
import { errorBody } from "../../http/errors";
import { addressKey } from "../../http/login-throttle";
import type { Bus } from "../../platform/bus";
import { catalogueCache, type VersionedCache } from "../../platform/cache";
import { createdKey, idKey, orderBy } from "./paging";

/**
 * SPEC §7's plain call: every product, newest first. At 100,000 products the answer is tens
 * of megabytes, so it is made once per catalogue version and kept only compressed: the
 * database writes each row's JSON and hands the rows over from one cursor (one pass, one
 * snapshot), and they go straight into a gzip and a brotli stream. A client that accepts
 * neither gets the gzip form inflated as it is sent, and only a few such transfers at a time.
 */
export interface FullList {
  etag: string;
  /** Length of the JSON itself (the identity answer's Content-Length). */
  identityBytes: number;
  gzip: Buffer;
  br: Buffer;
  /** The catalogue cache's generation when the build began: it holds every change until then. */
  generation: number;
}

const HEAD = '{"success":true,"products":[';
const TAIL = '],"message":"Products fetched"}';
const ROWS_PER_FETCH = 2_000;
// Made once per version, on the first caller's time: the fastest levels (brotli 1 is about
// six times faster than 4 and within 3% of its size on the catalogue).
const GZIP_LEVEL = 1;
const BROTLI_QUALITY = 1;

/** Each row as toApiProduct shapes it: same fields, order and formats. */
const rowJson = sql<string>`json_build_object(
    '_id', ${products.id},
    'name', ${products.name},
    'description', ${products.description},
    'price', (${products.priceCentavos}::numeric / 100)::float8,
    'category', ${products.category},
    'brand', ${products.brand},
    'bestseller', ${products.bestseller},
    'inStock', ${products.inStock},
    'image', ${products.image},
    'createdAt', to_char(${products.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'stockCount', ${products.stockCount},
    'sku', ${products.sku}
  )::text`;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

function collect(stream: Transform): Promise<Buffer> {
  const parts: Buffer[] = [];
  stream.on("data", (c: Buffer) => parts.push(c));
  return new Promise((resolve, reject) => {
    stream.once("end", () => resolve(Buffer.concat(parts)));
    stream.once("error", reject);
  });
}

const written = (stream: Transform, chunk: Buffer) =>
  new Promise<void>((resolve) => {
    if (stream.write(chunk)) resolve();
    else stream.once("drain", resolve);
  });

/**
 * Builds the answer: one cursor over products in the list's order, its rows written into
 * both compressors while the next rows are fetched. PUBLIC_URL makes media URLs absolute
 * here, as the API's middleware does for bodies it sees uncompressed.
 */
export async function buildFullList(
  db: Database,
  publicUrl: string | undefined,
  generation = 0,
): Promise<FullList> {
  const hash = createHash("sha256");
  const gzip = createGzip({ level: GZIP_LEVEL });
  const br = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gzipped = collect(gzip);
  const brotlied = collect(br);
  let identityBytes = 0;
  const write = (text: string) => {
    const bytes = Buffer.from(
      publicUrl ? text.replaceAll('"/media/', `"${publicUrl}/media/`) : text,
    );
    hash.update(bytes);
    identityBytes += bytes.length;
    return Promise.all([written(gzip, bytes), written(br, bytes)]);
  };
  try {
    await write(HEAD);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`declare full_list no scroll cursor for select ${rowJson} as json from ${products} order by ${sql.join(orderBy([createdKey("desc"), idKey("desc")]), sql`, `)}`,
      );
      const fetchRows = async () =>
        rowsOf<{ json: string }>(
          await tx.execute(sql.raw(`fetch forward ${ROWS_PER_FETCH} from full_list`)),
        );
      let rows = await fetchRows();
      let first = true;
      while (rows.length > 0) {
        const text = rows.map((r) => r.json).join(",");
        const next = rows.length < ROWS_PER_FETCH ? Promise.resolve([]) : fetchRows();
        await write(first ? text : `,${text}`);
        first = false;
        rows = await next;
      }
      await tx.execute(sql`close full_list`);
    });
    await write(TAIL);
    gzip.end();
    br.end();
    const [gz, b] = await Promise.all([gzipped, brotlied]);
    const etag = `"${hash.digest("base64url").slice(0, 27)}"`;
    return { etag, identityBytes, gzip: gz, br: b, generation };
  } catch (err) {
    gzip.destroy();
    br.destroy();
    throw err;
  }
}

// ---- One version at a time, rebuilt at most once per burst of changes ----

interface State {
  current?: FullList;
  building?: { generation: number; done: Promise<FullList> };
  builds: number;
}
const states = new WeakMap<object, Map<string, State>>();

function stateFor(bus: object, publicUrl: string | undefined): State {
  let byUrl = states.get(bus);
  if (!byUrl) states.set(bus, (byUrl = new Map()));
  let state = byUrl.get(publicUrl ?? "");
  if (!state) byUrl.set(publicUrl ?? "", (state = { builds: 0 }));
  return state;
}

/** How many times this instance has built the list (tests and the bench read it). */
export const fullListBuilds = (bus: object, publicUrl?: string) => stateFor(bus, publicUrl).builds;

/**
 * The list holding every change heard before this call. A build already under way since
 * then is joined; one under way from before a change is let finish (its callers asked
 * before the change) and the callers that need more wait for one more build, which all of
 * them share however many changes came meanwhile.
 */
export async function latestFullList(
  db: Database,
  cache: VersionedCache,
  bus: object,
  publicUrl: string | undefined,
): Promise<FullList> {
  const need = cache.generation;
  // Without the bus, changes would go unheard: every caller reads the database.
  if (!(await cache.ready())) return buildFullList(db, publicUrl);
  const state = stateFor(bus, publicUrl);
  for (;;) {
    if (state.current && state.current.generation >= need) return state.current;
    const building = state.building;
    if (building && building.generation >= need) return building.done;
    if (building) {
      await building.done.catch(() => undefined);
      continue;
    }
    const generation = cache.generation;
    state.builds++;
    const done = buildFullList(db, publicUrl, generation).then((list) => {
      if (!state.current || state.current.generation < list.generation) state.current = list;
      return list;
    });
    const entry = { generation, done };
    state.building = entry;
    const clear = () => {
      if (state.building === entry) state.building = undefined;
    };
    done.then(clear, clear);
    return done;
  }
}

// ---- Clients that accept neither br nor gzip ----

export const IDENTITY_AT_A_TIME = 2;
export const IDENTITY_PER_MINUTE = 10;
const IDENTITY_BUSY_RETRY_SECONDS = 5;
/** Transfers under way per address, per instance (one bus each). */
const activeByBus = new WeakMap<object, Map<string, number>>();

export const FULL_LIST_MESSAGES = {
  busy: `The full catalogue is sent uncompressed to at most ${IDENTITY_AT_A_TIME} requests at a time from one address. Wait for one to finish, ask with "Accept-Encoding: gzip" (or br), or ask for pages with ?limit=.`,
  perMinute: (seconds: number) =>
    `The full catalogue is sent uncompressed at most ${IDENTITY_PER_MINUTE} times a minute to one address. Try again in ${seconds} seconds, ask with "Accept-Encoding: gzip" (or br), or ask for pages with ?limit=.`,
};

function release(active: Map<string, number>, address: string) {
  const n = (active.get(address) ?? 1) - 1;
  if (n <= 0) active.delete(address);
  else active.set(address, n);
}

const etagMatches = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });

/** GET/HEAD /api/product/list without parameters. */
export async function sendFullList(c: Context<AppEnv>): Promise<Response> {
  const { db, env, platform } = c.var.deps;
  const bus: Pick<Bus, "subscribe" | "publish"> = platform.bus;
  const encoding = pickEncoding(c.req.header("accept-encoding"));
  const sendsBody = c.req.method !== "HEAD";
  // Transfers without compression cost this instance the most: counted before any work. A
  // call made in-process (no socket, so no address) is not a network client's.
  const ip = !encoding && sendsBody ? clientIp(c) : "local";
  const address = ip === "local" ? undefined : addressKey(ip);
  let active = activeByBus.get(bus);
  if (!active) activeByBus.set(bus, (active = new Map()));
  if (address !== undefined) {
    if ((active.get(address) ?? 0) >= IDENTITY_AT_A_TIME) {
      c.header("Retry-After", String(IDENTITY_BUSY_RETRY_SECONDS));
      return c.json(errorBody(FULL_LIST_MESSAGES.busy), 429);
    }
    active.set(address, (active.get(address) ?? 0) + 1);
  }
  let handedOver = false;
  try {
    const list = await latestFullList(db, catalogueCache(bus), bus, env.PUBLIC_URL);
    const headers = new Headers({
      "Content-Type": "application/json; charset=UTF-8",
      ETag: list.etag,
      Vary: "Accept-Encoding",
    });
    if (etagMatches(c.req.header("if-none-match"), list.etag))
      return new Response(null, { status: 304, headers });
    if (encoding) {
      const bytes = list[encoding];
      headers.set("Content-Encoding", encoding);
      headers.set("Content-Length", String(bytes.length));
      return new Response(sendsBody ? (bytes as unknown as BodyInit) : null, {
        status: 200,
        headers,
      });
    }
    headers.set("Content-Length", String(list.identityBytes));
    if (!sendsBody) return new Response(null, { status: 200, headers });
    if (address !== undefined) {
      const { count, retryAfterSeconds } = await platform.throttle.hit(
        `catalogue-identity:${address}`,
        60_000,
      );
      if (count > IDENTITY_PER_MINUTE) {
        c.header("Retry-After", String(retryAfterSeconds));
        return c.json(errorBody(FULL_LIST_MESSAGES.perMinute(retryAfterSeconds)), 429);
      }
    }
    const inflate = createGunzip();
    if (address !== undefined) inflate.once("close", () => release(active, address));
    inflate.end(list.gzip);
    handedOver = true;
    return new Response(Readable.toWeb(inflate) as unknown as ReadableStream, {
      status: 200,
      headers,
    });
  } finally {
    if (address !== undefined && !handedOver) release(active, address);
  }
}

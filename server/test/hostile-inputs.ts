/**
 * Hostile values and request bodies for the robustness test (server/robustness.test.ts),
 * chosen with a seeded generator so that every run sends the same requests and a failure
 * reproduces exactly.
 */

/** mulberry32: a tiny seeded generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items of `list`, picked by `random`. */
export function pick<T>(random: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return chosen;
}

/** A value written into the JSON text as is: numbers JSON.stringify cannot produce (1e400). */
export class RawJson {
  constructor(readonly text: string) {}
  /** What JSON.parse makes of it (1e400 → Infinity). */
  get parsed(): unknown {
    return JSON.parse(this.text);
  }
}

/** JSON text of `value`, with each RawJson written verbatim. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)] as string);
}

/** What the server's JSON parser sees for a value (RawJson resolved). */
export const seen = (v: unknown): unknown => (v instanceof RawJson ? v.parsed : v);

export const HOSTILE = {
  types: [null, true, false, [], {}, ["x"], { $ne: null }, 0],
  numbers: [
    -1,
    -0,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    0.1 + 0.2,
    1.005,
    1e-7,
    -0.01,
    new RawJson("1e400"),
    new RawJson("-1e400"),
    new RawJson("99.99999999999999999"),
  ],
  numberLike: ["NaN", "Infinity", "-Infinity", "1e309", "0x1F", "1_000", " 7 ", "", "-0", "٣"],
  unicode: [
    "a\u0000b",
    "\u202Egnp.exe",
    "\uD800",
    "😀🇵🇭",
    "\r\nSet-Cookie: evil=1",
    "\u200B",
    "Niño Ñ",
    "\u0007\u001B[2J",
    "\uFEFFbom",
    "\u0000",
  ],
  sqlish: [
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    "%",
    "_",
    "\\",
    "1; SELECT pg_sleep(10)",
    "$1",
    "' UNION SELECT password_hash FROM users --",
    "NULL",
    "<script>alert(1)</script>",
  ],
  long: ["x".repeat(10_000), "é".repeat(5_000)],
} as const;

/** Values for one field: a few of each kind, always including a NUL (the classic 500). */
export function hostileValuesFor(random: () => number, perKind = 3): unknown[] {
  const values: unknown[] = ["a\u0000b"];
  for (const list of Object.values(HOSTILE) as readonly (readonly unknown[])[]) {
    for (const v of pick(random, list, perKind)) if (!values.includes(v)) values.push(v);
  }
  return values;
}

/** Strings only (URL segments, query values, object keys). */
export function hostileStringsFor(random: () => number, perKind = 3): string[] {
  return hostileValuesFor(random, perKind).filter((v): v is string => typeof v === "string");
}

export const describeValue = (v: unknown): string => {
  const text = v instanceof RawJson ? `raw ${v.text}` : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
};

/** `{"a":{"a":…1…}}` nested `depth` levels (10 000 levels is about 60 KB). */
export const nestedObjectText = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
export const nestedArrayText = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

export const ONE_MB_STRING = "A".repeat(1024 * 1024);

/** A copy of `body` with the value at `path` replaced. */
export function withValue(
  body: Record<string, unknown>,
  path: readonly (string | number)[],
  value: unknown,
) {
  const copy = structuredCloneWithRaw(body) as Record<string, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1] as string | number] = value;
  return copy;
}

function structuredCloneWithRaw(value: unknown): unknown {
  if (value instanceof RawJson || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(structuredCloneWithRaw);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneWithRaw(v)]));
}

// ---- Rules: when must the server refuse a value? ----

export type MustRefuse = (value: unknown) => boolean;

const isText = (v: unknown): v is string => typeof v === "string";
const hasNul = (v: string) => v.includes("\u0000");

/** Text that is trimmed, then required and at most `max` long, and free of NUL. */
export const textRule =
  (max: number, options: { required?: boolean; trim?: boolean; min?: number } = {}): MustRefuse =>
  (raw) => {
    const v = seen(raw);
    if (!isText(v)) return true;
    const text = options.trim === false ? v : v.trim();
    if (hasNul(text)) return true;
    if ((options.required ?? true) && text.length === 0) return true;
    return text.length < (options.min ?? 0) || text.length > max;
  };

/** Every hostile value must be refused (ids, emails, statuses). */
export const always: MustRefuse = () => true;

/** Acceptance depends on state (an order's status, say): either answer is fine. */
export const either: MustRefuse = () => false;

/** A whole number in [min, max]. */
export const integerRule =
  (min: number, max: number): MustRefuse =>
  (raw) => {
    const v = seen(raw);
    return !(typeof v === "number" && Number.isInteger(v) && v >= min && v <= max);
  };

export const booleanRule: MustRefuse = (raw) => typeof seen(raw) !== "boolean";

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Pesos: a number (or numeric text) from 0 to 1 000 000 with at most two decimals. */
export const priceRule =
  (options: { positive?: boolean; textAllowed?: boolean } = {}): MustRefuse =>
  (raw) => {
    const v = seen(raw);
    let n: number;
    if (typeof v === "number") n = v;
    else if (options.textAllowed !== false && isText(v) && /^\d+(\.\d+)?$/.test(v.trim()))
      n = Number(v.trim());
    else return true;
    if (!Number.isFinite(n) || n > 1_000_000 || !twoDecimals(n)) return true;
    return options.positive ? n <= 0 : n < 0;
  };

/** One text, or a list of texts (product description and category), each line bounded. */
export const linesRule =
  (
    lineMax: number,
    options: { atLeastOne?: boolean; listOnly?: boolean; maxLines: number },
  ): MustRefuse =>
  (raw) => {
    const v = seen(raw);
    let lines: unknown[];
    if (isText(v) && !options.listOnly) lines = options.atLeastOne ? [v] : v.split(/\r?\n/);
    else if (Array.isArray(v)) lines = v;
    else return true;
    if (!lines.every(isText)) return true;
    const kept = lines.map((l) => l.trim()).filter(Boolean);
    if (options.atLeastOne && kept.length === 0) return true;
    if (options.listOnly && options.atLeastOne && lines.some((l) => l.trim() === "")) return true;
    return kept.length > options.maxLines || kept.some((l) => l.length > lineMax || hasNul(l));
  };

/** Absent, null or blank takes a default; anything else is judged by `then`. */
export const defaultedRule =
  (then: MustRefuse): MustRefuse =>
  (raw) => {
    const v = seen(raw);
    if (v === null || v === undefined || (isText(v) && v.trim() === "")) return false;
    return then(v);
  };

// ---- What an answer must look like ----

const INTERNALS =
  /\n\s+at\s|Failed query|\bselect\b.*\bfrom\b|insert into|ZodError|TypeError|ReferenceError|\[object Object\]|node_modules|undefined|postgres|pglite|stack/i;

/**
 * Problems with one answer, as text (empty when it is fine). `sent` are the hostile texts of
 * the request: a message may quote them (a status, an id), so they are not taken for leaks.
 */
export function answerProblems(
  res: Response,
  text: string,
  sent: readonly string[] = [],
  options: { document?: boolean; download?: boolean } = {},
): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (res.status < 200 || (res.status >= 300 && res.status < 400))
    problems.push(`status ${res.status}`);
  if (options.download && res.status >= 200 && res.status < 300) {
    // A file download: a spreadsheet type, an attachment, and never kept by a cache.
    if (
      !/^(text\/csv|application\/vnd\.openxmlformats)/.test(res.headers.get("content-type") ?? "")
    )
      problems.push(`content-type ${res.headers.get("content-type")}`);
    if (!/^attachment; filename="[\w.-]+"$/.test(res.headers.get("content-disposition") ?? ""))
      problems.push(`content-disposition ${res.headers.get("content-disposition")}`);
    if (res.headers.get("cache-control") !== "no-store")
      problems.push(`cache-control ${res.headers.get("cache-control")}`);
    return problems;
  }
  if (!(res.headers.get("content-type") ?? "").includes("application/json"))
    problems.push(`content-type ${res.headers.get("content-type")}`);
  if (res.headers.get("cache-control") !== "no-store")
    problems.push(`cache-control ${res.headers.get("cache-control")}`);
  let body: { success?: unknown; message?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return [...problems, `not JSON: ${text.slice(0, 80)}`];
  }
  if (res.status >= 400) {
    if (body.success !== false) problems.push("success is not false");
    const message = body.message;
    if (typeof message !== "string" || !/[A-Za-z]{3,}/.test(message)) {
      problems.push(`message not a sentence: ${JSON.stringify(message)}`);
    } else {
      if (message.length > 600) problems.push(`message of ${message.length} characters`);
      let own = message;
      for (const value of sent) {
        for (const part of [value, [...value].slice(0, 60).join("")])
          if (part) own = own.split(part).join("");
      }
      if (INTERNALS.test(own)) problems.push(`message leaks internals: ${message.slice(0, 120)}`);
    }
  } else if (!options.document && body.success !== true) {
    problems.push("2xx without success: true");
  }
  return problems;
}

import { randomBytes } from "node:crypto";
import { brotliDecompressSync, constants, createBrotliCompress } from "node:zlib";

/**
 * A page compressed once with holes where each request's nonce goes. Brotli cannot be spliced
 * after the fact, so each hole is its own stored (uncompressed) meta-block: the text around a
 * hole is compressed by one encoder, flushed to a byte boundary before the hole and resumed
 * after it. The encoder is given a distinct random stand-in for each hole (the same length as
 * the nonce), so none of its matches points into a hole from outside; the two bytes after each
 * hole go into the stored block as well, as literal context reads the last two bytes. The
 * result is decoded once with a test nonce and kept only if it gives back the page exactly.
 */
export interface BrotliWithHoles {
  /** Compressed parts; part i is followed by hole i (the nonce and `tails[i]`). */
  parts: Buffer[];
  /** The bytes that follow each hole's nonce in the page (at most two). */
  tails: Buffer[];
  bytes: number;
}

const QUALITY = 5;
const ATTEMPTS = 4;
/** The longest stored meta-block a 16-bit length field describes. */
const MAX_STORED = 1 << 16;

/**
 * The header of a stored meta-block of `length` bytes (RFC 7932 §9.2): ISLAST 0, MNIBBLES 4,
 * MLEN-1, ISUNCOMPRESSED 1, padded to the byte. Returns the offset after it.
 */
function writeStoredHeader(out: Buffer, at: number, length: number): number {
  const bits = ((length - 1) << 3) | (1 << 19);
  out[at] = bits & 0xff;
  out[at + 1] = (bits >> 8) & 0xff;
  out[at + 2] = (bits >> 16) & 0xff;
  return at + 3;
}

/** The compressed bytes for a request whose nonce is `nonce`. */
export function fillHoles(page: BrotliWithHoles, nonce: Buffer): Buffer {
  let length = 0;
  for (const part of page.parts) length += part.length;
  for (const tail of page.tails) length += 3 + nonce.length + tail.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  page.parts.forEach((part, i) => {
    at += part.copy(out, at);
    const tail = page.tails[i];
    if (!tail) return;
    at = writeStoredHeader(out, at, nonce.length + tail.length);
    at += nonce.copy(out, at);
    at += tail.copy(out, at);
  });
  return out;
}

/**
 * Compresses `segments` (the page cut at its nonces) for nonces of `nonceLength` bytes; undefined
 * when the result does not decode back to the page (it is then compressed per request).
 */
export async function compressWithHoles(
  segments: Buffer[],
  nonceLength: number,
): Promise<BrotliWithHoles | undefined> {
  if (nonceLength < 1 || nonceLength + 2 > MAX_STORED) return undefined;
  // A match the encoder found across a stand-in's edge makes a try fail; other stand-ins
  // usually do not.
  const unused = unusedBytes(segments);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const page = await tryWithHoles(segments, nonceLength, unused);
    if (page) return page;
  }
  return undefined;
}

/**
 * Random bytes for each hole, drawn from byte values the page never holds: nothing in the page
 * matches them (a copy into or inside a hole would move the encoder's last distances, which a
 * stored block does not).
 */
function standInOf(length: number, unused: number[]): Buffer {
  const bytes = randomBytes(length);
  for (let i = 0; i < length; i++)
    bytes[i] = unused[(bytes[i] as number) % unused.length] as number;
  return bytes;
}

function unusedBytes(segments: Buffer[]): number[] {
  const seen = new Uint8Array(256);
  for (const segment of segments) for (const byte of segment) seen[byte] = 1;
  const unused = [...seen.keys()].filter((byte) => seen[byte] === 0);
  return unused.length >= 16 ? unused : [...seen.keys()].slice(48, 122);
}

async function tryWithHoles(
  segments: Buffer[],
  nonceLength: number,
  unused: number[],
): Promise<BrotliWithHoles | undefined> {
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  let pending: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => pending.push(chunk));
  const take = () => {
    const all = Buffer.concat(pending);
    pending = [];
    return all;
  };
  const flush = () =>
    new Promise<void>((resolve) =>
      encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => setImmediate(resolve)),
    );
  const parts: Buffer[] = [];
  const tails: Buffer[] = [];
  // Segment i + 1 starts with the tail of hole i: the encoder resumes after it.
  let carry: Buffer = Buffer.alloc(0);
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Buffer;
    const last = i === segments.length - 1;
    if (last) {
      encoder.write(segment.subarray(carry.length));
      await new Promise<void>((resolve) => {
        encoder.once("end", resolve);
        encoder.end();
      });
      parts.push(take());
      break;
    }
    const next = segments[i + 1] as Buffer;
    // A hole is followed by its two context bytes; a segment shorter than that cannot be cut.
    if (next.length < 2 || segment.length < carry.length) return undefined;
    encoder.write(segment.subarray(carry.length));
    await flush();
    parts.push(take());
    carry = next.subarray(0, 2);
    tails.push(Buffer.from(carry));
    encoder.write(Buffer.concat([standInOf(nonceLength, unused), carry]));
    await flush();
    take(); // replaced by the stored block of each request
  }
  const page: BrotliWithHoles = {
    parts,
    tails,
    bytes: parts.reduce((n, p) => n + p.length, 0) + tails.length * (nonceLength + 5),
  };
  const probe = Buffer.from(randomBytes(nonceLength).toString("base64").slice(0, nonceLength));
  const expected = Buffer.concat(segments.flatMap((s, i) => (i ? [probe, s] : [s])));
  try {
    if (brotliDecompressSync(fillHoles(page, probe)).equals(expected)) return page;
  } catch {
    // a stream the decoder refuses is not kept
  }
  return undefined;
}

import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInflateRaw } from "node:zlib";

/**
 * The parts of an uploaded workbook's zip, read with their unpacked size bounded. A zip's
 * headers declare each part's size, but a crafted file can lie, so the declared sizes are
 * checked first (a bomb that tells the truth is refused before anything is unpacked) and the
 * bytes are counted again as they are inflated (one that lies is cut off at once).
 */
export type ZipProblem = "broken" | "too-large";

export class ZipBoundError extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem === "too-large" ? "unpacked size over the limit" : "not a readable zip");
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** The size the central directory declares. */
  size: number;
  headerOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_MIN = 22;
const END_MAX = END_MIN + 0xffff;
const STORED = 0;
const DEFLATED = 8;

const broken = () => new ZipBoundError("broken");

async function bytesOf(file: Blob, start: number, end: number): Promise<Buffer> {
  return Buffer.from(await file.slice(start, end).arrayBuffer());
}

const PIECE = 64 * 1024;

/**
 * A blob's bytes in pieces of at most 64 KB, however it is stored: a blob made in memory
 * streams as one chunk, which a streaming parser would then take in one long step.
 */
export async function* piecesOf(blob: Blob): AsyncGenerator<Uint8Array> {
  for await (const chunk of blob.stream() as unknown as AsyncIterable<Uint8Array>) {
    for (let at = 0; at < chunk.length; at += PIECE) yield chunk.subarray(at, at + PIECE);
  }
}

/** The entries the central directory lists; a file that is not a plain zip is "broken". */
export async function zipEntries(file: Blob): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, file.size - END_MAX);
  const tail = await bytesOf(file, tailStart, file.size);
  let end = -1;
  for (let i = tail.length - END_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end === -1) throw broken();
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > tailStart + end) throw broken();
  const directory = await bytesOf(file, directoryOffset, directoryOffset + directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw broken();
    const flags = directory.readUInt16LE(at + 8);
    const method = directory.readUInt16LE(at + 10);
    const nameLength = directory.readUInt16LE(at + 28);
    const skip = nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    // Encrypted parts, and methods other than stored and deflate, are no workbook's.
    if (flags & 0x1 || (method !== STORED && method !== DEFLATED)) throw broken();
    entries.push({
      name: directory.toString("utf8", at + 46, at + 46 + nameLength),
      method,
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      headerOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

/** Bytes that may still be unpacked across every part read for one upload. */
export class UnpackBudget {
  constructor(public left: number) {}
  take(bytes: number) {
    this.left -= bytes;
    if (this.left < 0) throw new ZipBoundError("too-large");
  }
}

/** The declared sizes together must fit the budget: checked before any part is unpacked. */
export function checkDeclaredSizes(entries: readonly ZipEntry[], maxBytes: number) {
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > maxBytes) throw new ZipBoundError("too-large");
}

/** One part's unpacked bytes, counted as they come: over its declared size is a broken zip. */
export async function* unpackEntry(
  file: Blob,
  entry: ZipEntry,
  budget: UnpackBudget,
): AsyncGenerator<Buffer> {
  const header = await bytesOf(file, entry.headerOffset, entry.headerOffset + 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw broken();
  const start = entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > file.size) throw broken();
  const source = Readable.from(piecesOf(file.slice(start, start + entry.compressedSize)), {
    objectMode: false,
  });
  let bytes: AsyncIterable<Buffer> = source;
  let piped: Promise<void> | undefined;
  if (entry.method === DEFLATED) {
    const inflate = createInflateRaw();
    piped = pipeline(source, inflate);
    piped.catch(() => {});
    bytes = inflate;
  }
  // Each piece is passed on once the next one is in hand, and the last once the part's end is
  // checked: a reader never sees a part end that is cut short of what the zip really holds.
  let count = 0;
  let held: Buffer | undefined;
  try {
    for await (const chunk of bytes) {
      count += chunk.length;
      if (count > entry.size) throw broken();
      budget.take(chunk.length);
      if (held) yield held;
      held = chunk;
    }
    await piped;
  } catch (err) {
    throw err instanceof ZipBoundError ? err : broken();
  } finally {
    source.destroy();
  }
  if (count !== entry.size) throw broken();
  if (held) yield held;
}

/** A local header of a stored (unpacked) part whose size is known: what a streaming reader needs. */
function storedHeader(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name, "utf8");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_SIGNATURE, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6); // the name is UTF-8
  header.writeUInt16LE(STORED, 8);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

/** A part to put in the rewritten zip: one of the upload's, or a small one made here. */
export type RewrittenPart = { entry: ZipEntry } | { name: string; bytes: Buffer };

/**
 * A new zip stream holding `parts` in the order given, each stored, its bytes unpacked from
 * the upload as the reader asks for them (so a reader that stops early stops the unpacking).
 * `watch` makes a fresh check for each unpacked part, which sees its bytes and may throw.
 */
export function rewrittenZip(
  file: Blob,
  parts: readonly RewrittenPart[],
  budget: UnpackBudget,
  watch?: () => (bytes: Buffer) => void,
) {
  async function* generate() {
    for (const part of parts) {
      if ("bytes" in part) {
        yield storedHeader(part.name, part.bytes.length);
        yield part.bytes;
        continue;
      }
      yield storedHeader(part.entry.name, part.entry.size);
      const check = watch?.();
      for await (const bytes of unpackEntry(file, part.entry, budget)) {
        check?.(bytes);
        yield bytes;
      }
    }
    const end = Buffer.alloc(END_MIN);
    end.writeUInt32LE(END_SIGNATURE, 0);
    yield end;
  }
  return Readable.from(generate(), { objectMode: false });
}

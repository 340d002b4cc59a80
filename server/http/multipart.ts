import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, openAsBlob } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import { badRequest, errorBody, HttpError } from "./errors";
import { SpooledFile, spoolFor, type UploadSpool } from "./upload-spool";

/** Refusals of a body that is not a readable form (the product calls' wording, which every upload shares). */
export const MULTIPART_MESSAGES = {
  NOT_MULTIPART: "Please send the product as multipart/form-data",
  UNREADABLE_UPLOAD: "The upload could not be read. Please try again.",
} as const;

/** Every value of every field, in the order sent (a field may repeat: "images"). */
export type MultipartFields = Record<string, (string | File)[]>;

/** A body limit answering the store's `{success:false, message}` with 413. */
export function uploadLimit(maxSize: number, message: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize, onError: (c) => c.json(errorBody(message), 413) });
}

export const isMultipartRequest = (c: Context) =>
  /^multipart\/form-data\s*(;|$)/i.test(c.req.header("content-type") ?? "");

/** What a route may ask of readMultipart beyond parsing. */
export interface ReadMultipartOptions {
  /**
   * Bytes the body may hold, counted as they arrive (a chunked body declares no length):
   * over it, the read stops and the request is answered 413 with `tooLargeMessage`.
   */
  maxBytes?: number;
  tooLargeMessage?: string;
  /**
   * Sees each text field as soon as it has arrived, before the parts after it are read: it may
   * throw an HttpError to refuse the request at once (the rest of the body is never read).
   */
  onField?: (name: string, value: string) => void | Promise<void>;
  /** The same for each file, once it is on disk. */
  onFile?: (name: string, file: File) => void | Promise<void>;
}

/**
 * Parses a multipart body as it streams in (busboy): text fields are kept as strings, every
 * file is written to a per-request folder under DATA_DIR (upload-spool.ts) and returned as a
 * File read from there, so no upload is ever held whole in memory. The folder is removed when
 * the request is done, answered or not. A malformed body is 400, an aborted one too.
 */
export async function readMultipart(
  c: Context<AppEnv>,
  options: ReadMultipartOptions = {},
): Promise<MultipartFields> {
  const contentType = c.req.header("content-type") ?? "";
  if (!isMultipartRequest(c)) throw badRequest(MULTIPART_MESSAGES.NOT_MULTIPART);
  const spool = spoolFor(c);
  const fields: MultipartFields = Object.create(null);
  const add = (key: string, value: string | File) => {
    const name = key.replace(/\[\]$/, ""); // "images[]" and "images" are one field
    (fields[name] ??= []).push(value);
  };
  try {
    await parseInto(c, contentType, options, spool, add);
  } catch (err) {
    await spool.dispose();
    if (err instanceof HttpError || err instanceof HTTPException) throw err;
    throw badRequest(MULTIPART_MESSAGES.UNREADABLE_UPLOAD);
  }
  return fields;
}

async function parseInto(
  c: Context<AppEnv>,
  contentType: string,
  options: ReadMultipartOptions,
  spool: UploadSpool,
  add: (key: string, value: string | File) => void,
): Promise<void> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8", // file names as browsers send them
      limits: { fieldSize: options.maxBytes ?? Number.MAX_SAFE_INTEGER },
    });
  } catch {
    throw badRequest(MULTIPART_MESSAGES.UNREADABLE_UPLOAD);
  }
  // Parts are kept in the order they were sent; a part's value may settle later (a file
  // being written), so each takes its turn in this chain.
  let order: Promise<void> = Promise.resolve();
  let failed: unknown;
  const failure = new Promise<never>((_, reject) => {
    parser.on("error", (err) => reject(err));
    const fail = (err: unknown) => {
      failed ??= err;
      reject(err);
    };
    parser.on("field", (name, value, info) => {
      const turn = order.then(async () => {
        if (info.valueTruncated) throw badRequest(MULTIPART_MESSAGES.UNREADABLE_UPLOAD);
        await options.onField?.(name, value);
        add(name, value);
      });
      order = turn;
      turn.catch(fail);
    });
    parser.on("file", (name, stream, info) => {
      const written = spool.track(spoolFile(spool, stream, info.filename ?? "", info.mimeType));
      const turn = order.then(async () => {
        const file = await written;
        await options.onFile?.(name, file);
        add(name, file);
      });
      order = turn;
      turn.catch(fail);
    });
  });
  failure.catch(() => {});
  const finished = new Promise<void>((resolve) => parser.on("close", resolve));

  const reader = c.req.raw.body?.getReader();
  let total = 0;
  const pump = async () => {
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done || failed) break;
      total += next.value.byteLength;
      if (options.maxBytes !== undefined && total > options.maxBytes)
        throw new HttpError(413, options.tooLargeMessage ?? "Request body is too large");
      if (!parser.write(next.value)) await Promise.race([once(parser, "drain"), failure, finished]);
    }
    if (failed) return;
    parser.end();
    await finished;
    await order;
  };
  try {
    await Promise.race([pump(), failure]);
  } finally {
    // Refused or failed: the rest of the body is never read, any file being written is cut.
    void reader?.cancel().catch(() => {});
    parser.removeAllListeners("field");
    parser.removeAllListeners("file");
    parser.on("error", () => {});
    parser.destroy();
  }
  if (failed) throw failed;
}

/** Writes one file part to the spool, hashing it on the way; resolves with its File. */
async function spoolFile(
  spool: UploadSpool,
  stream: Readable,
  fileName: string,
  mimeType: string,
): Promise<File> {
  const path = await spool.nextPath();
  const hash = createHash("sha256");
  await pipeline(
    stream,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(path),
  );
  const blob = await openAsBlob(path, { type: mimeType });
  return new SpooledFile([blob], fileName, { type: mimeType }, path, hash.digest("hex"));
}

export function filesOf(fields: MultipartFields, name: string): File[] {
  return (fields[name] ?? []).filter((v): v is File => typeof v !== "string");
}

export function firstValue(fields: MultipartFields, name: string): string | File | undefined {
  return fields[name]?.[0];
}

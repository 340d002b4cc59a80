import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";

/**
 * The page as sent: what React writes into `body`, as a web stream. A client that goes away
 * cancels the page, with a reason when its connection failed (a reset); the render then stops.
 * The error that cancelling raises is handled here: an 'error' event nobody listens to would
 * end the process.
 */
export function pageStream(body: Readable): ReadableStream<Uint8Array> {
  body.on("error", () => undefined);
  return createReadableStreamFromReadable(body);
}

import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { handleError } from "../../http/errors";
import { holdUploads } from "../../http/upload-spool";

/**
 * The bulk import's optional progress answer. Asked for with `?progress=1`
 * or `Accept: application/x-ndjson`; without either the answer is exactly as before.
 *
 * Everything refused before the images are processed (busy, too large, the file's and the
 * products' checks, the quick image checks) is answered as usual, with its own status. Once
 * the processing starts, the answer is 200 `application/x-ndjson`, one JSON object a line:
 *   {"phase":"processing","done":0,"total":N} … {"phase":"processing","done":N,"total":N}
 *   {"phase":"done","status":201,"body":{…the usual answer…}}
 * The last line carries the status and body the plain call would have answered (a picture
 * that does not decode: 400 with the usual errors).
 */
export const NDJSON = "application/x-ndjson";

export function wantsProgress(c: Context): boolean {
  const flag = c.req.query("progress");
  if (flag === "1" || flag === "true") return true;
  return (c.req.header("accept") ?? "").toLowerCase().includes(NDJSON);
}

export type ProgressLine =
  | { phase: "processing"; done: number; total: number }
  | { phase: "done"; status: number; body: Record<string, unknown> };

/** The refusal an error becomes, as the store's error handler renders it, with `errors`. */
async function errorAnswer(err: unknown, c: Context<AppEnv>) {
  const res = handleError(err, c);
  const body = (await res.json()) as Record<string, unknown>;
  if (!Array.isArray(body.errors)) body.errors = [];
  return { status: res.status, body };
}

/**
 * Runs `work`, answering in NDJSON from its first progress report on (see above). Once the work
 * is over, the request's spooled uploads are removed and `beforeLastLine` runs (the route frees
 * its import lock there), then the last line is sent: a client that reads it may start the
 * next import at once.
 */
export function progressAnswer(
  c: Context<AppEnv>,
  work: (onProgress: (done: number, total: number) => void) => Promise<Record<string, unknown>>,
  successStatus: number,
  beforeLastLine: () => Promise<void>,
): Promise<Response> {
  const spools = holdUploads(c);
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const send = (line: ProgressLine) => {
    if (!controller || !open) return;
    try {
      controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    } catch {
      open = false; // the client went away; the import still finishes
    }
  };
  const close = () => {
    if (!controller || !open) return;
    open = false;
    try {
      controller.close();
    } catch {
      // already cancelled by the client
    }
  };
  let answer!: (res: Response) => void;
  let refuse!: (err: unknown) => void;
  const response = new Promise<Response>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  const onProgress = (done: number, total: number) => {
    if (!controller) {
      const body = new ReadableStream<Uint8Array>({
        start: (ctl) => {
          controller = ctl;
        },
        cancel: () => {
          open = false;
        },
      });
      answer(
        new Response(body, {
          status: 200,
          headers: { "content-type": `${NDJSON}; charset=utf-8` },
        }),
      );
    }
    send({ phase: "processing", done, total });
  };
  void work(onProgress)
    .then(
      (body) => ({ ok: true as const, body }),
      (err: unknown) => ({ ok: false as const, err }),
    )
    .then(async (result) => {
      await Promise.all(spools.map((s) => s.dispose()));
      await beforeLastLine();
      if (!controller) {
        if (result.ok) answer(c.json(result.body, successStatus as 201));
        else refuse(result.err);
        return;
      }
      if (result.ok) send({ phase: "done", status: successStatus, body: result.body });
      else send({ phase: "done", ...(await errorAnswer(result.err, c)) });
      close();
    })
    .catch((err: unknown) => {
      // Nothing above should throw; if it does, the answer still ends.
      console.error(err);
      refuse(err);
      close();
    });
  return response;
}

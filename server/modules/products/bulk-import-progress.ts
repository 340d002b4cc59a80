import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { handleError } from "../../http/errors";
import { holdUploads } from "./upload-spool";

/**
 * The bulk import's optional progress answer (docs/decisions/108). Asked for with `?progress=1`
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
 * Runs `work`, answering in NDJSON from its first progress report on (see above). The request's
 * spooled uploads are kept until the work is over, then removed; the returned `finished`
 * settles then (the import lock is held until it does).
 */
export function progressAnswer(
  c: Context<AppEnv>,
  work: (onProgress: (done: number, total: number) => void) => Promise<Record<string, unknown>>,
  successStatus: number,
): { response: Promise<Response>; finished: Promise<void> } {
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
          headers: {
            "content-type": `${NDJSON}; charset=utf-8`,
            "x-content-type-options": "nosniff",
          },
        }),
      );
    }
    send({ phase: "processing", done, total });
  };
  const finished = work(onProgress)
    .then(
      async (body) => {
        if (!controller) return answer(c.json(body, successStatus as 201));
        send({ phase: "done", status: successStatus, body });
      },
      async (err: unknown) => {
        if (!controller) return refuse(err);
        const { status, body } = await errorAnswer(err, c);
        send({ phase: "done", status, body });
      },
    )
    .finally(async () => {
      if (controller && open) {
        open = false;
        try {
          controller.close();
        } catch {
          // already cancelled by the client
        }
      }
      await Promise.all(spools.map((s) => s.dispose()));
    });
  return { response, finished: finished.catch(() => {}) };
}

import { Transform, type Readable, type TransformCallback } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * The page's scripts are preloaded at low priority: the HTML, the stylesheet and
 * the first banner picture reach a phone on a slow line before the code that hydrates them.
 * Links still work before hydration, and the scripts are all requested at once (no waterfall).
 * Browsers load async and module scripts at low priority by themselves; React Router's
 * `<link rel="modulepreload">` would otherwise raise them to high.
 *
 * Rewrites the streamed HTML; a tag split between two chunks is carried to the next one.
 * Bytes are handled as latin1, which maps every byte to itself, so UTF-8 text is untouched.
 */
export function lowPriorityScripts(): Transform {
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = (carry + chunk.toString("latin1")).replaceAll(PRELOAD, LOW);
      // Hold back a tail that could be the start of a tag finished by the next chunk.
      let keep = 0;
      for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--) {
        if (PRELOAD.startsWith(text.slice(-n))) {
          keep = n;
          break;
        }
      }
      carry = text.slice(text.length - keep);
      callback(null, Buffer.from(text.slice(0, text.length - keep), "latin1"));
    },
    flush(callback: TransformCallback) {
      callback(null, carry ? Buffer.from(carry, "latin1") : undefined);
    },
  });
}

/**
 * The page as sent: what React writes into `body`, with its scripts at low priority. A client
 * that goes away cancels the page, with a reason when its connection failed (a reset); the
 * render then stops. The error that cancelling raises is handled here: an 'error' event nobody
 * listens to would end the process.
 */
export function pageHtml(body: Readable): Transform {
  const html = body.pipe(lowPriorityScripts());
  html.on("error", () => body.destroy());
  return html;
}

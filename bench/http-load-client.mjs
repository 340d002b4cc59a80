/**
 * The load of bench/http-load.ts, in a process of its own so its CPU is never the server's:
 * `connections` keep-alive sockets each send one GET, read the whole answer (Content-Length or
 * chunked), and send the next, for `seconds`. Plain node:net, no HTTP client on top, so the
 * client stays cheap beside the server it measures (what wrk does).
 *
 * Told by the parent (IPC) { port, path, headers, connections, seconds }; answers
 * { requests, latencies, bytes, statuses }.
 */
import { connect } from "node:net";

const CRLF2 = Buffer.from("\r\n\r\n");

/** One answer read off a socket: feed it bytes, it says when the answer is complete. */
function answerReader() {
  let head = Buffer.alloc(0);
  let status = 0;
  let remaining = -1; // body bytes still to come (Content-Length)
  let chunked = false;
  let chunkBuf = Buffer.alloc(0);
  let bodyBytes = 0;
  const reset = () => {
    head = Buffer.alloc(0);
    status = 0;
    remaining = -1;
    chunked = false;
    chunkBuf = Buffer.alloc(0);
    bodyBytes = 0;
  };
  /** Walks chunked framing; returns the bytes after the last chunk, or undefined when not done. */
  const readChunks = () => {
    for (;;) {
      const eol = chunkBuf.indexOf("\r\n");
      if (eol < 0) return undefined;
      const size = parseInt(chunkBuf.subarray(0, eol).toString("latin1"), 16);
      if (size === 0) {
        const end = chunkBuf.indexOf("\r\n", eol + 2);
        if (end < 0) return undefined;
        return chunkBuf.subarray(end + 2);
      }
      if (chunkBuf.length < eol + 2 + size + 2) return undefined;
      bodyBytes += size;
      chunkBuf = chunkBuf.subarray(eol + 2 + size + 2);
    }
  };
  /** Returns { status, bytes, rest } once complete, else undefined. */
  return function feed(data) {
    if (status === 0) {
      head = head.length ? Buffer.concat([head, data]) : data;
      const end = head.indexOf(CRLF2);
      if (end < 0) return undefined;
      const text = head.subarray(0, end).toString("latin1");
      status = Number(text.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
      chunked = /\r\ntransfer-encoding:\s*chunked/i.test(text);
      remaining = length ? Number(length[1]) : chunked ? -1 : 0;
      data = head.subarray(end + 4);
      head = Buffer.alloc(0);
    }
    if (chunked) {
      chunkBuf = chunkBuf.length ? Buffer.concat([chunkBuf, data]) : data;
      const rest = readChunks();
      if (rest === undefined) return undefined;
      const done = { status, bytes: bodyBytes, rest };
      reset();
      return done;
    }
    if (data.length < remaining) {
      remaining -= data.length;
      bodyBytes += data.length;
      return undefined;
    }
    bodyBytes += remaining;
    const done = { status, bytes: bodyBytes, rest: data.subarray(remaining) };
    reset();
    return done;
  };
}

function run({ port, path, headers, connections, seconds }) {
  const request = Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("") +
      "\r\n",
  );
  const until = performance.now() + seconds * 1000;
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  return new Promise((resolve, reject) => {
    let open = connections;
    for (let i = 0; i < connections; i++) {
      const socket = connect(port, "127.0.0.1");
      socket.setNoDelay(true);
      const feed = answerReader();
      let sent = 0;
      const send = () => {
        sent = performance.now();
        socket.write(request);
      };
      socket.on("connect", send);
      socket.on("data", (data) => {
        let chunk = data;
        for (;;) {
          const done = feed(chunk);
          if (!done) return;
          latencies.push(performance.now() - sent);
          statuses[done.status] = (statuses[done.status] ?? 0) + 1;
          bytes = done.bytes;
          if (performance.now() >= until) {
            socket.end();
            return;
          }
          send();
          if (done.rest.length === 0) return;
          chunk = done.rest;
        }
      });
      socket.on("error", reject);
      socket.on("close", () => {
        if (--open === 0) resolve({ requests: latencies.length, latencies, bytes, statuses });
      });
    }
  });
}

process.on("message", (job) => {
  run(job).then(
    (result) => process.send(result, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});

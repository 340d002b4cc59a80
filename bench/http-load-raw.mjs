/**
 * The yardstick of bench/http-load.ts: a raw node:http server, in a process of its own, that
 * sends canned answers (the store's own status, headers and body bytes, copied from one of its
 * answers), so the bytes on the wire are the same and only the work to make them differs.
 *
 * Told by the parent (IPC) { path, status, headers: [name, value][], body: base64 } for each
 * answer, then { listen: true }; answers { port } once listening.
 */
import { createServer } from "node:http";

const answers = new Map();
const server = createServer((req, res) => {
  const hit = answers.get(req.url);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(hit.status, hit.headers);
  res.end(hit.body);
});
server.keepAliveTimeout = 65_000;

process.on("message", (message) => {
  if (message.listen) {
    server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
    return;
  }
  answers.set(message.path, {
    status: message.status,
    headers: message.headers.flat(),
    body: Buffer.from(message.body, "base64"),
  });
});
process.on("disconnect", () => process.exit(0));

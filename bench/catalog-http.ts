/**
 * The catalogue bench's HTTP client (keep-alive, bodies counted or kept) and its server start.
 */
import { Agent, request, type IncomingHttpHeaders, type Server } from "node:http";

export const fmt = (ms: number) => ms.toFixed(2).padStart(8);

export const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  keep = true,
): Promise<{ status: number; bytes: number; body: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent }, (res) => {
      // Bodies not kept are only counted, so the client's buffers do not add to the
      // server's memory figure (both run in this process).
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on("data", (c: Buffer) => {
        bytes += c.length;
        if (keep) chunks.push(c);
      });
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes, body, headers: res.headers });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp, type PageHandler } from "./app";
import { boot } from "./boot";
import { parseEnv } from "./env";
import { PROJECT_ROOT } from "./lib/project-root";
import { deleteExpiredSessions } from "./modules/accounts/sessions.service";
import { configureLogger, logger } from "./lib/logger";

async function main() {
  const env = parseEnv();
  configureLogger({ level: env.LOG_LEVEL, instance: env.INSTANCE_ID });
  const production = env.NODE_ENV === "production";
  // Not listening until booted: while starting (migrating, or waiting for another instance's
  // migration) a proxy gets "connection refused" and tries the next instance.
  // The page renderer loads while the database starts.
  const pageBuild = production
    ? (import(
        /* @vite-ignore */ join(PROJECT_ROOT, "build/server/index.js")
      ) as Promise<ServerBuild>)
    : undefined;
  pageBuild?.catch(() => {}); // a failure is reported where it is awaited, below
  const { deps, database } = await boot(env);

  let pageHandler: PageHandler;
  let viteMiddleware:
    ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  let closeVite: (() => Promise<void>) | undefined;

  if (production) {
    const build = await (pageBuild as Promise<ServerBuild>);
    const handle = createRequestHandler(build, "production");
    pageHandler = (request, context) => handle(request, context);
  } else {
    // Development: Vite runs inside this process (hot reload), so there is only ever
    // one process opening the embedded database.
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    viteMiddleware = server.middlewares;
    closeVite = () => server.close();
    const handle = createRequestHandler(
      () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      "development",
    );
    pageHandler = (request, context) => handle(request, context);
  }

  const app = createApp(deps, {
    pageHandler,
    clientDir: production ? join(PROJECT_ROOT, "build/client") : undefined,
    dev: !production,
  });
  const listener = getRequestListener(app.fetch);
  const lifecycle = deps.platform.lifecycle;
  const server = createServer((req, res) => {
    // Draining: answer, then close the connection, so a proxy's keep-alive connection
    // carries no further request to an instance that is going away.
    if (lifecycle.state === "draining") res.setHeader("Connection", "close");
    if (viteMiddleware) viteMiddleware(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  // A full bulk import may take minutes to upload on mobile data.
  server.requestTimeout = 15 * 60_000;

  server.on("error", (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === "EADDRINUSE"
        ? `Cannot listen on ${env.HOST}:${env.PORT}: the port is in use`
        : `Server error: ${err.message}`,
    );
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    lifecycle.markReady();
    console.log(
      `Store ready at http://localhost:${port} (${production ? "production" : "development"})`,
    );
  });

  // Sessions expire after 30 days; sweep the dead rows hourly as well as at start.
  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((err) =>
      logger.error("session sweep failed", { err }),
    );
  }, 60 * 60_000);
  sweep.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    clearInterval(sweep);
    logger.info(`${signal} received: draining`, { drainTimeoutS: env.DRAIN_TIMEOUT });
    // /readyz turns 503 and event streams are told to reconnect elsewhere.
    void lifecycle.beginDrain();
    const force = setTimeout(() => {
      logger.warn("Drain time over; closing remaining connections.");
      server.closeAllConnections();
    }, env.DRAIN_TIMEOUT * 1000);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        await closeVite?.();
        await deps.platform.close();
        await database.close();
      } catch (err) {
        logger.error("error while closing", { err });
      }
      // Like "Store ready at", the operator's line: printed whatever LOG_LEVEL is.
      console.log(`Stopped. (${signal}, ${Math.round(performance.now() - started)} ms)`);
      process.exit(0);
    });
    server.closeIdleConnections();
    // Open event streams never finish by themselves: end them (with a retry hint).
    void deps.platform.shutdown().then(() => server.closeIdleConnections());
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  // One clear line (an unreachable database, an invalid setting), not a stack trace.
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});

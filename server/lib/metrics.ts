import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * Prometheus metrics of this process (GET /metrics). One registry per process; the counters
 * are module singletons so any module can count without being handed anything.
 */
export const metricsRegistry = new Registry();

const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const ordersPlaced = new Counter({
  name: "orders_placed_total",
  help: "Orders placed (new orders only; a replay of an Idempotency-Key is not counted)",
  registers: [metricsRegistry],
});

/** The kinds of live event stream: the seller's desk, a customer's own orders. */
export type EventStreamKind = "seller" | "customer";

const openStreams = new Gauge({
  name: "event_streams_open",
  help: "Server-sent event streams open on this instance, by kind (seller, customer)",
  labelNames: ["stream"] as const,
  registers: [metricsRegistry],
});
// Both kinds are shown from the start, at 0, so a dashboard never reads a missing series.
for (const stream of ["seller", "customer"] satisfies EventStreamKind[])
  openStreams.set({ stream }, 0);

export interface PoolStats {
  max: number;
  /** Connections of this instance, by state (active, idle, ...). */
  byState: Record<string, number>;
}

let poolStats: (() => Promise<PoolStats | null>) | null = null;

/** The database layer tells how to read its pool figures (read at scrape time). */
export function setPoolStatsProvider(provider: (() => Promise<PoolStats | null>) | null) {
  poolStats = provider;
}

new Gauge({
  name: "db_pool_connections",
  help: "Database connections of this instance, by state; max is the pool's size",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const stats = poolStats ? await poolStats().catch(() => null) : null;
    if (!stats) return;
    this.set({ state: "max" }, stats.max);
    for (const [state, n] of Object.entries(stats.byState)) this.set({ state }, n);
  },
});

export function recordRequest(method: string, route: string, status: number, seconds: number) {
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route }, seconds);
}

export function countOrderPlaced(n = 1) {
  ordersPlaced.inc(n);
}

/** For stream code: call when a stream opens and when it closes. */
export function incOpenStreams(stream: EventStreamKind) {
  openStreams.inc({ stream });
}
export function decOpenStreams(stream: EventStreamKind) {
  openStreams.dec({ stream });
}

export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/**
 * Counts one answered request under its route pattern (pages and static files grouped, so
 * the label set stays small), and a placed order from its 201.
 */
export function observeRequest(
  method: string,
  routePath: string,
  path: string,
  status: number,
  seconds: number,
) {
  let route = routePath;
  if (!path.startsWith("/api/") && !["/healthz", "/readyz", "/metrics"].includes(path)) {
    route = path.startsWith("/media/")
      ? "/media/*"
      : path.startsWith("/assets/")
        ? "/assets/*"
        : path.startsWith("/images/")
          ? "/images/*"
          : "page";
  } else if (route === "*" || route === "/api/*") {
    route = status === 404 ? "unmatched" : route;
  }
  recordRequest(method, route, status, seconds);
  if (method === "POST" && path === "/api/order/cod" && status === 201) countOrderPlaced();
}

/**
 * Every route of the JSON API with who may call it and what body it reads. The robustness
 * and access-control tests enumerate the routes the app really mounts (`app.routes`) and
 * assert the list equals this table, so a new route fails both until it is described here.
 */
export type Access = "public" | "customer" | "seller" | "customer-or-seller";
export type BodyKind = "none" | "json" | "multipart" | "multipart-or-json";

export interface ApiRoute {
  method: "GET" | "POST" | "PUT";
  path: string;
  access: Access;
  body: BodyKind;
  /** The answer is a document (the OpenAPI description), not the `{success, …}` envelope. */
  document?: true;
  /** A successful answer is a file download (CSV or XLSX); refusals keep the envelope. */
  download?: true;
  /** Only this role of the shop's people may call it (the others get 403): a rider's own. */
  role?: "rider";
}

export const API_ROUTES = [
  { method: "GET", path: "/api/health", access: "public", body: "none" },
  { method: "POST", path: "/api/user/register", access: "public", body: "json" },
  { method: "POST", path: "/api/user/login", access: "public", body: "json" },
  { method: "GET", path: "/api/user/is-auth", access: "customer", body: "none" },
  { method: "GET", path: "/api/user/logout", access: "public", body: "none" },
  { method: "PUT", path: "/api/user/update", access: "customer", body: "json" },
  { method: "GET", path: "/api/user/preferences", access: "customer", body: "none" },
  { method: "PUT", path: "/api/user/preferences", access: "customer", body: "json" },
  { method: "PUT", path: "/api/language", access: "public", body: "json" },
  { method: "POST", path: "/api/seller/login", access: "public", body: "json" },
  { method: "GET", path: "/api/seller/is-auth", access: "seller", body: "none" },
  { method: "GET", path: "/api/seller/logout", access: "public", body: "none" },
  { method: "GET", path: "/api/product/list", access: "public", body: "none" },
  { method: "GET", path: "/api/product/suggest", access: "public", body: "none" },
  { method: "POST", path: "/api/product/add", access: "seller", body: "multipart" },
  { method: "POST", path: "/api/product/update", access: "seller", body: "multipart-or-json" },
  { method: "POST", path: "/api/product/stock", access: "seller", body: "json" },
  { method: "POST", path: "/api/product/delete", access: "seller", body: "json" },
  { method: "POST", path: "/api/product/bulk-import", access: "seller", body: "multipart" },
  { method: "GET", path: "/api/product/seller-list", access: "seller", body: "none" },
  { method: "POST", path: "/api/cart/update", access: "customer", body: "json" },
  { method: "GET", path: "/api/address/get", access: "customer", body: "none" },
  { method: "POST", path: "/api/address/add", access: "customer", body: "json" },
  { method: "POST", path: "/api/order/calculate", access: "customer", body: "json" },
  { method: "POST", path: "/api/order/cod", access: "customer", body: "json" },
  { method: "GET", path: "/api/order/user", access: "customer", body: "none" },
  {
    method: "GET",
    path: "/api/order/status-history/:orderId",
    access: "customer-or-seller",
    body: "none",
  },
  { method: "GET", path: "/api/order/seller", access: "seller", body: "none" },
  { method: "GET", path: "/api/order/by-status/:status", access: "seller", body: "none" },
  { method: "POST", path: "/api/order/update-status", access: "seller", body: "json" },
  { method: "GET", path: "/api/events/seller", access: "seller", body: "none" },
  { method: "GET", path: "/api/events/user", access: "customer", body: "none" },
  { method: "GET", path: "/api/order/seller/counts", access: "seller", body: "none" },
  { method: "POST", path: "/api/order/acknowledge", access: "seller", body: "json" },
  { method: "GET", path: "/api/order/slip/:orderId", access: "seller", body: "none" },
  { method: "GET", path: "/api/order/summary", access: "seller", body: "none" },
  { method: "GET", path: "/api/order/report", access: "seller", body: "none" },
  { method: "PUT", path: "/api/user/password", access: "customer", body: "json" },
  { method: "POST", path: "/api/user/logout-all", access: "customer", body: "none" },
  { method: "PUT", path: "/api/seller/password", access: "seller", body: "json" },
  { method: "POST", path: "/api/seller/logout-all", access: "seller", body: "none" },
  { method: "GET", path: "/api/openapi.json", access: "public", body: "none", document: true },
  {
    method: "GET",
    path: "/api/product/import/template",
    access: "seller",
    body: "none",
    download: true,
  },
  { method: "GET", path: "/api/product/export", access: "seller", body: "none", download: true },
  { method: "POST", path: "/api/product/import/preview", access: "seller", body: "multipart" },
  { method: "POST", path: "/api/product/import", access: "seller", body: "multipart" },
  { method: "POST", path: "/api/order/buy-again", access: "customer", body: "json" },
  { method: "GET", path: "/api/order/buy-again", access: "customer", body: "none" },
  { method: "POST", path: "/api/order/cancel", access: "customer", body: "json" },
  { method: "GET", path: "/api/seller/activity", access: "seller", body: "none" },
  { method: "GET", path: "/api/seller/activity/people", access: "seller", body: "none" },
  { method: "GET", path: "/api/seller/products/:id/activity", access: "seller", body: "none" },
  { method: "GET", path: "/api/seller/dashboard", access: "seller", body: "none" },
  {
    method: "GET",
    path: "/api/seller/dashboard.csv",
    access: "seller",
    body: "none",
    download: true,
  },
  { method: "GET", path: "/api/seller/me", access: "seller", body: "none" },
  { method: "GET", path: "/api/seller/staff", access: "seller", body: "none" },
  { method: "POST", path: "/api/seller/staff", access: "seller", body: "json" },
  { method: "POST", path: "/api/seller/staff/role", access: "seller", body: "json" },
  { method: "POST", path: "/api/seller/staff/active", access: "seller", body: "json" },
  { method: "POST", path: "/api/seller/staff/password", access: "seller", body: "json" },
  // Riders: the desk's picker and reassignment (orders.manage), a rider's own (deliveries.own).
  { method: "GET", path: "/api/order/riders", access: "seller", body: "none" },
  { method: "POST", path: "/api/order/assign-rider", access: "seller", body: "json" },
  { method: "GET", path: "/api/events/rider", access: "seller", body: "none", role: "rider" },
  { method: "GET", path: "/api/rider/deliveries", access: "seller", body: "none", role: "rider" },
  {
    method: "POST",
    path: "/api/rider/deliveries/:orderId/delivered",
    access: "seller",
    body: "json",
    role: "rider",
  },
] as const satisfies readonly ApiRoute[];

type RouteKeyOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;
/** "METHOD /path" of each described route (and of no other method and path pairing). */
export type ApiRouteKey = RouteKeyOf<(typeof API_ROUTES)[number]>;

export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;

/**
 * The API routes the app mounts, as "METHOD /path", sorted. Middleware (`app.use`) and the
 * catch-all 404 are registered for method ALL and are left out.
 */
export function mountedApiRoutes(app: {
  routes: readonly { method: string; path: string }[];
}): string[] {
  const keys = app.routes
    .filter((r) => r.method !== "ALL" && (r.path === "/api" || r.path.startsWith("/api/")))
    .map(routeKey);
  return [...new Set(keys)].sort();
}

export const describedApiRoutes = (): string[] => API_ROUTES.map(routeKey).sort();

/**
 * The method-ALL entries under /api: middleware (XSRF cookie, no-store, body limits) and the
 * catch-all 404. Asserted too, so a route added with `.all()` cannot hide among them.
 */
export const API_MIDDLEWARE = [
  "ALL /api/*", // XSRF cookie
  "ALL /api/*", // Cache-Control: no-store
  "ALL /api/user/*", // body limit
  "ALL /api/seller/*", // body limit
  "ALL /api/cart/*", // body limit
  "ALL /api/address/*", // body limit
  "ALL /api/order/*", // body limit
  "ALL /api/rider/*", // body limit
  "ALL /api/language", // body limit
  "ALL /api/*", // the JSON 404 for unknown API paths
  "ALL /api/*", // CORS for ALLOWED_ORIGINS
  "ALL /api/*", // PUBLIC_URL: absolute media URLs
  "ALL /api/*", // spooled uploads removed once answered
  "ALL /api/product/*", // a seller's change drops this instance's cached catalogue answers (126)
].sort();

export function mountedApiMiddleware(app: {
  routes: readonly { method: string; path: string }[];
}): string[] {
  return app.routes
    .filter((r) => r.method === "ALL" && (r.path === "/api" || r.path.startsWith("/api/")))
    .map(routeKey)
    .sort();
}

/** A route's path with its parameters filled in. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${path}`);
    return value;
  });
}

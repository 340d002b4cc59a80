import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./http/app-env";
import { xsrfCookie } from "./http/auth";
import { cors } from "./http/cors";
import { echoInput, errorBody } from "./http/errors";
import { absoluteMediaUrls } from "./http/public-url";
import { releaseUploads } from "./http/upload-spool";
import { sellerRoutes, userRoutes } from "./modules/accounts/accounts.routes";
import { activityRoutes } from "./modules/activity/activity.routes";
import { addressRoutes } from "./modules/addresses/addresses.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { orderDeskRoutes } from "./modules/order-desk/order-desk.routes";
import { orderEventRoutes } from "./modules/order-events/order-events.routes";
import { orderHabitRoutes } from "./modules/orders/order-habits.routes";
import { orderRoutes } from "./modules/orders/orders.routes";
import { preferencesRoutes } from "./modules/preferences/preferences.routes";
import { languageRoutes } from "./modules/preferences/language";
import { bulkImportRoutes } from "./modules/product-import/bulk-import.routes";
import { spreadsheetRoutes } from "./modules/product-import/spreadsheet.routes";
import { productAdminRoutes } from "./modules/products/products.routes";
import { riderRoutes } from "./modules/rider/rider.routes";
import { salesDashboardRoutes } from "./modules/sales-dashboard/sales-dashboard.routes";
import { openApiJson } from "./openapi/document";

const JSON_BODY_LIMIT = 64 * 1024;

/** JSON bodies of the calls that take no upload: one small limit, one clear refusal. */
const jsonBodyLimit = () =>
  bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json(errorBody("Request body is too large"), 413),
  });

/** The JSON API of SPEC §7, mounted under /api. */
export function createApi() {
  const api = new Hono<AppEnv>();
  api.use(cors); // ALLOWED_ORIGINS: preflights and credentialed calls
  api.use(absoluteMediaUrls); // PUBLIC_URL
  api.use(xsrfCookie);
  api.use(releaseUploads); // a request's spooled uploads are removed once it is answered
  api.use(async (c, next) => {
    await next();
    // An event stream keeps the `no-cache` it asks for (server/modules/order-events); every
    // other answer is never kept (the catalogue's ETag still answers clients that revalidate).
    const headers = c.res.headers; // not c.header: see server/http/request-scope.ts
    if (!headers.get("content-type")?.startsWith("text/event-stream"))
      headers.set("Cache-Control", "no-store");
  });
  api.get("/health", (c) => c.json({ success: true }));
  api.get("/openapi.json", (c) =>
    c.body(openApiJson(c.var.deps.env), 200, { "content-type": "application/json" }),
  );
  api.use("/user/*", jsonBodyLimit());
  api.use("/seller/*", jsonBodyLimit());
  api.route("/user", userRoutes);
  api.route("/user", preferencesRoutes);
  api.route("/seller", sellerRoutes);
  api.route("/seller", activityRoutes);
  api.route("/seller", salesDashboardRoutes);
  api.route("/product", catalogRoutes);
  api.route("/product", productAdminRoutes); // body limits per route: uploads are large
  api.route("/product", bulkImportRoutes);
  api.route("/product", spreadsheetRoutes);
  for (const prefix of ["/cart/*", "/address/*", "/order/*", "/rider/*", "/language"]) {
    api.use(prefix, jsonBodyLimit());
  }
  api.route("/cart", cartRoutes);
  api.route("/address", addressRoutes);
  api.route("/order", orderRoutes);
  api.route("/order", orderDeskRoutes);
  api.route("/order", orderHabitRoutes);
  api.route("/events", orderEventRoutes);
  api.route("/rider", riderRoutes);
  api.route("/", languageRoutes);
  api.all("*", (c) =>
    c.json(errorBody(`No API route for ${c.req.method} ${echoInput(c.req.path, 200)}`), 404),
  );
  return api;
}

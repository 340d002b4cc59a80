import { z } from "zod";
import type { ApiOperation } from "./registry";
// One import per module, one line each (modules add their own `<module>.openapi.ts`).
import { accountsOperations } from "../modules/accounts/accounts.openapi";
import { addressesOperations } from "../modules/addresses/addresses.openapi";
import { cartOperations } from "../modules/cart/cart.openapi";
import { catalogOperations } from "../modules/catalog/catalog.openapi";
import { healthOperations } from "../modules/health/health.openapi";
import { orderOperations } from "../modules/orders/orders.openapi";
import { orderHabitOperations } from "../modules/orders/order-habits.openapi";
import {
  PRODUCT_SELLER_OPERATIONS,
  productsOperations,
} from "../modules/products/products.openapi";
import { bulkImportOperations } from "../modules/product-import/bulk-import.openapi";
import { spreadsheetOperations } from "../modules/product-import/spreadsheet.openapi";
import { orderDeskOperations } from "../modules/order-desk/order-desk.openapi";
import { orderEventOperations } from "../modules/order-events/order-events.openapi";
import { preferencesOperations } from "../modules/preferences/preferences.openapi";
import { activityOperations } from "../modules/activity/activity.openapi";
import { salesDashboardOperations } from "../modules/sales-dashboard/sales-dashboard.openapi";
import { staffOperations } from "../modules/staff/staff.openapi";
import { riderOperations } from "../modules/rider/rider.openapi";

/** The document describes itself too. */
const documentOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This OpenAPI 3.1 document",
    tags: ["health"],
    access: "public",
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
];

/** Every call of the JSON API. The test names any mounted route missing here. */
export const API_OPERATIONS: ApiOperation[] = [
  ...documentOperations,
  ...healthOperations,
  ...accountsOperations,
  ...staffOperations,
  ...preferencesOperations,
  ...catalogOperations,
  ...productsOperations,
  ...bulkImportOperations,
  ...PRODUCT_SELLER_OPERATIONS,
  ...spreadsheetOperations,
  ...cartOperations,
  ...addressesOperations,
  ...orderOperations,
  ...orderHabitOperations,
  ...orderDeskOperations,
  ...orderEventOperations,
  ...activityOperations,
  ...salesDashboardOperations,
  ...riderOperations,
];

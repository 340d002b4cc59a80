/** The hostile requests of the activity trail's routes (server/modules/activity). */
import type { ApiRouteKey } from "./api-routes";
import { always } from "./hostile-inputs";
import { noBodyCases, pathSegmentCases, queryCases } from "./hostile-url-cases";
import type { CaseBuilder } from "./route-cases-kit";

const limitRule = (v: unknown) => {
  const text = String(v);
  const n = Number(text);
  return !(/^\d{1,3}$/.test(text) && n >= 1 && n <= 100);
};
const personRule = (v: unknown) => {
  const text = String(v).trim();
  return text.length === 0 || text.length > 100 || text.includes("\u0000");
};

export const ACTIVITY_CASES = {
  "GET /api/seller/activity": (_fx, random) => [
    ...noBodyCases(true),
    {
      label: "every filter and paging parameter (control)",
      path: "/api/seller/activity?kind=product&from=2026-01-01&to=2026-12-31&limit=5",
      expect: "accept",
    },
    ...queryCases(
      "/api/seller/activity",
      [
        { name: "person", mustRefuse: personRule },
        { name: "kind", mustRefuse: always },
        { name: "from", mustRefuse: always },
        { name: "to", mustRefuse: always },
        { name: "cursor", mustRefuse: always },
        { name: "limit", mustRefuse: limitRule },
      ],
      random,
    ),
  ],
  "GET /api/seller/activity/people": () => noBodyCases(true),
  "GET /api/seller/products/:id/activity": (fx, random) => [
    {
      label: "a product (control)",
      path: `/api/seller/products/${fx.product.id}/activity`,
      expect: "accept",
    },
    ...queryCases(
      `/api/seller/products/${fx.product.id}/activity`,
      [
        { name: "cursor", mustRefuse: always },
        { name: "limit", mustRefuse: limitRule },
      ],
      random,
    ),
    ...pathSegmentCases((s) => `/api/seller/products/${s}/activity`, random, [
      fx.product.id.toUpperCase(),
    ]),
  ],
} satisfies Partial<Record<ApiRouteKey, CaseBuilder>>;

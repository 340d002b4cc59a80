import type { ApiRouteKey } from "./api-routes";
import { isSubstitutionChoice } from "@domain/delivery-notes";
import { addressInput } from "./factories";
import {
  jsonFieldCases,
  jsonStructuralCases,
  type FieldSpec,
  type HostileCase,
} from "./hostile-cases";
import { encodeAny, noBodyCases, pathSegmentCases, queryCases } from "./hostile-url-cases";
import {
  always,
  defaultedRule,
  either,
  hostileStringsFor,
  integerRule,
  seen,
  textRule,
} from "./hostile-inputs";
import { isPlainEmptyObject, type CaseBuilder, type Fixture } from "./route-cases-kit";

/** The cart, address, order and event-stream routes' hostile requests. */
export const ORDER_CASES = {
  "POST /api/cart/update": (fx, random) => {
    const template = () => ({ cartItems: { [fx.product.id]: 2 } });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(
        template,
        [
          { path: ["cartItems"], mustRefuse: (v) => !isPlainEmptyObject(seen(v)) },
          { path: ["cartItems", fx.product.id], mustRefuse: integerRule(0, 99) },
        ],
        random,
      ),
      ...hostileStringsFor(random).map((key) => ({
        label: `a cart key ${JSON.stringify(key).slice(0, 40)}`,
        body: JSON.stringify({ cartItems: { [key]: 1 } }),
        headers: { "content-type": "application/json" },
        expect: "refuse" as const,
        sent: [key],
      })),
      {
        label: "a __proto__ cart key",
        body: `{"cartItems":{"__proto__":{"polluted":"yes"}}}`,
        headers: { "content-type": "application/json" },
        expect: "refuse",
        status: 400,
      },
    ];
  },
  "GET /api/address/get": () => noBodyCases(true),
  "POST /api/address/add": async (fx, random) => {
    const template = () => ({ address: addressInput() });
    const fields: FieldSpec[] = [
      { path: ["address"], mustRefuse: always },
      { path: ["address", "firstName"], mustRefuse: textRule(50) },
      { path: ["address", "lastName"], mustRefuse: textRule(50) },
      { path: ["address", "email"], mustRefuse: always },
      { path: ["address", "street"], mustRefuse: textRule(200) },
      { path: ["address", "barangay"], mustRefuse: always },
      { path: ["address", "city"], mustRefuse: defaultedRule(always) },
      { path: ["address", "state"], mustRefuse: defaultedRule(always) },
      { path: ["address", "country"], mustRefuse: defaultedRule(always) },
      { path: ["address", "phone"], mustRefuse: always },
      { path: ["address", "landmark"], mustRefuse: defaultedRule(textRule(120)) },
    ];
    const cases = jsonStructuralCases(template).map((c) => ({ ...c }));
    for (const field of fields) {
      // Each field gets a customer of its own, so the cap of 20 addresses never hides a bug.
      const token = await fx.addressOwner();
      for (const c of jsonFieldCases(template, [field], random))
        cases.push({
          ...c,
          noAuth: true,
          headers: { ...c.headers, authorization: `Bearer ${token}` },
        });
    }
    return cases;
  },
  "POST /api/order/calculate": (fx, random) => orderCases(fx, random, "calculate"),
  "POST /api/order/cod": (fx, random) => orderCases(fx, random, "cod"),
  "GET /api/order/user": () => noBodyCases(true),
  "GET /api/order/status-history/:orderId": (fx, random) => [
    {
      label: "an own order (control)",
      path: `/api/order/status-history/${fx.historyOrderId}`,
      expect: "accept",
    },
    ...pathSegmentCases((s) => `/api/order/status-history/${s}`, random, [
      fx.historyOrderId.toUpperCase(),
    ]),
  ],
  "GET /api/order/seller": (_fx, random) => [
    ...noBodyCases(true),
    {
      label: "every search and paging parameter (control)",
      path: "/api/order/seller?q=rosa&from=2026-01-01&to=2026-12-31&limit=5",
      expect: "accept",
    },
    ...queryCases("/api/order/seller", orderQueryParams(), random),
  ],
  "GET /api/order/by-status/:status": (_fx, random) => [
    {
      label: "a real status (control)",
      path: "/api/order/by-status/Order%20Placed",
      expect: "accept",
    },
    ...queryCases("/api/order/by-status/Order%20Placed", orderQueryParams(), random),
    ...pathSegmentCases((s) => `/api/order/by-status/${s}`, random, [
      "order%20placed",
      "Order%20Placed%20",
    ]),
  ],
  "POST /api/order/update-status": (fx, random) => {
    const template = () => ({ orderId: fx.statusOrderId, status: "Confirmed", notes: "" });
    const fields = [
      { path: ["orderId"], mustRefuse: always },
      { path: ["status"], mustRefuse: always },
      { path: ["notes"], mustRefuse: textRule(500, { required: false }) },
      { path: ["expectedStatus"], mustRefuse: always },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "GET /api/order/seller/counts": (_fx, random) => [
    ...noBodyCases(true),
    ...queryCases("/api/order/seller/counts", orderQueryParams().slice(0, 3), random),
  ],
  "POST /api/order/acknowledge": (fx, random) => {
    const template = () => ({ orderId: fx.historyOrderId });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(template, [{ path: ["orderId"], mustRefuse: always }], random),
    ];
  },
  "GET /api/order/slip/:orderId": (fx, random) => [
    { label: "an order (control)", path: `/api/order/slip/${fx.historyOrderId}`, expect: "accept" },
    ...pathSegmentCases((s) => `/api/order/slip/${s}`, random, [fx.historyOrderId.toUpperCase()]),
  ],
  "GET /api/order/summary": (_fx, random) => [
    ...noBodyCases(true),
    { label: "a date (control)", path: "/api/order/summary?date=2026-11-24", expect: "accept" },
    ...queryCases("/api/order/summary", [{ name: "date", mustRefuse: always }], random),
  ],
  "GET /api/order/report": (_fx, random) => [
    ...noBodyCases(true),
    { label: "a date (control)", path: "/api/order/report?date=2026-11-24", expect: "accept" },
    ...queryCases(
      "/api/order/report",
      [
        { name: "date", mustRefuse: always },
        { name: "format", mustRefuse: always },
      ],
      random,
    ),
  ],
  "GET /api/events/seller": () => streamCases("/api/events/seller"),
  "GET /api/events/user": () => streamCases("/api/events/user"),
} satisfies Partial<Record<ApiRouteKey, CaseBuilder>>;

/** The optional search and paging parameters of the seller's order lists (issue #9). */
function orderQueryParams() {
  const pageRule = (v: unknown) => {
    const text = String(v);
    const n = Number(text);
    return !(/^\d{1,3}$/.test(text) && n >= 1 && n <= 100);
  };
  return [
    { name: "q", mustRefuse: textRule(100, { required: false }) },
    { name: "from", mustRefuse: always },
    { name: "to", mustRefuse: always },
    { name: "cursor", mustRefuse: always },
    { name: "limit", mustRefuse: pageRule },
  ];
}

/**
 * An event stream never ends by itself, so its cases are refusals only (an accepted one is
 * read in server/modules/order-events): junk credentials, and ids to resume after that are
 * not event ids, in the query and in the Last-Event-ID header.
 */
function streamCases(path: string): HostileCase[] {
  const badIds = ["-1", "1.5", "abc", "1e3", "9".repeat(16), "0x10", "\uFF11\uFF12", "1;2", "null"];
  return [
    ...noBodyCases(true).filter((c) => c.expect === "refuse"),
    ...badIds.map((id): HostileCase => ({
      label: `?lastEventId=${id}`,
      path: `${path}?lastEventId=${encodeAny(id)}`,
      expect: "refuse",
      status: 400,
      sent: [id],
    })),
    ...badIds
      .filter((id) => /^[\x20-\x7e]*$/.test(id))
      .map((id): HostileCase => ({
        label: `Last-Event-ID: ${id}`,
        headers: { "last-event-id": id },
        expect: "refuse",
        status: 400,
        sent: [id],
      })),
  ];
}

function orderCases(fx: Fixture, random: () => number, kind: "calculate" | "cod"): HostileCase[] {
  const template = () => ({
    items: [{ product: fx.product.id, quantity: 2 }],
    address: fx.customer.addressId,
  });
  return [
    ...jsonStructuralCases(template),
    ...jsonFieldCases(
      template,
      [
        { path: ["items"], mustRefuse: always },
        { path: ["items", 0], mustRefuse: always },
        { path: ["items", 0, "product"], mustRefuse: always },
        { path: ["items", 0, "quantity"], mustRefuse: integerRule(1, 99) },
        { path: ["address"], mustRefuse: kind === "calculate" ? defaultedRule(always) : always },
        { path: ["items", 0, "price"], mustRefuse: either },
        {
          path: ["items", 0, "substitution"],
          mustRefuse: (v) => {
            const choice = seen(v);
            return choice !== null && choice !== undefined && !isSubstitutionChoice(choice);
          },
        },
        ...(kind === "cod"
          ? [{ path: ["riderNote"], mustRefuse: defaultedRule(textRule(300)) }]
          : []),
      ],
      random,
    ),
    ...(kind === "cod"
      ? ["", "has spaces", "ÿ-latin1", "k".repeat(101), "a\tb"].map((key): HostileCase => ({
          label: `Idempotency-Key ${JSON.stringify(key).slice(0, 30)}`,
          body: JSON.stringify(template()),
          headers: { "content-type": "application/json", "idempotency-key": key },
          expect: "refuse",
          status: 400,
        }))
      : []),
  ];
}

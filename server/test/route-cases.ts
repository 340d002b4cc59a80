import { imageFile } from "../modules/products/test-images";
import type { ProductRow } from "../db/schema";
import type { ApiRouteKey } from "./api-routes";
import { addressInput } from "./factories";
import type { loginAsSeller } from "./harness";
import {
  encodeAny,
  jsonFieldCases,
  jsonStructuralCases,
  multipartCases,
  noBodyCases,
  pathSegmentCases,
  queryCases,
  type FieldSpec,
  type HostileCase,
} from "./hostile-cases";
import {
  always,
  booleanRule,
  defaultedRule,
  either,
  hostileStringsFor,
  integerRule,
  linesRule,
  priceRule,
  seen,
  textRule,
} from "./hostile-inputs";
import type { shopperWithAddress } from "./shopper";

/**
 * The hostile requests of server/robustness.test.ts, route by route: a valid body for each
 * route and, for each of its fields, when a hostile value must be refused.
 */
type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** What the cases need: accounts, products and orders made once per test file. */
export interface Fixture {
  customer: Shopper;
  seller: Awaited<ReturnType<typeof loginAsSeller>>;
  product: ProductRow;
  editable: ProductRow;
  doomed: ProductRow;
  statusOrderId: string;
  historyOrderId: string;
  png: Buffer;
  freshEmail: () => string;
  /** A customer with no addresses yet (each address field gets its own, below the cap of 20). */
  addressOwner: () => Promise<string>;
  /** A session of a seller account of its own (for "log out of all devices"). */
  sellerSession: () => Promise<string>;
}

const isPlainEmptyObject = (v: unknown) =>
  v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0;

type CaseBuilder = (fx: Fixture, random: () => number) => Promise<HostileCase[]> | HostileCase[];

const productFields = (options: { withStock: boolean }): FieldSpec[] => [
  { path: ["name"], mustRefuse: textRule(200) },
  { path: ["description"], mustRefuse: linesRule(500, { maxLines: 50 }) },
  { path: ["category"], mustRefuse: linesRule(100, { atLeastOne: true, maxLines: 10 }) },
  { path: ["price"], mustRefuse: priceRule() },
  { path: ["brand"], mustRefuse: textRule(100, { required: false }) },
  { path: ["bestseller"], mustRefuse: booleanRule },
  ...(options.withStock ? [{ path: ["inStock"], mustRefuse: booleanRule }] : []),
];

const productData = (extra: Record<string, unknown> = {}) => ({
  name: "Robust Rice 1kg",
  description: ["Well-milled rice"],
  category: ["Rice"],
  price: 55.5,
  brand: "Sorsogon Farms",
  bestseller: false,
  ...extra,
});

const notAnImage = () => imageFile(Buffer.from("this is not a picture"), "photo.png");

/** Every route's hostile requests; the Record type makes the compiler demand one per route. */
export const ROUTE_CASES: Record<ApiRouteKey, CaseBuilder> = {
  "GET /api/health": () => noBodyCases(false),
  "POST /api/user/register": (fx, random) => {
    const template = () => ({ name: "Rosa Reyes", email: fx.freshEmail(), password: "secret123" });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(
        template,
        [
          { path: ["name"], mustRefuse: textRule(100) },
          { path: ["email"], mustRefuse: always },
          { path: ["password"], mustRefuse: textRule(256, { trim: false, min: 6 }) },
        ],
        random,
      ),
    ];
  },
  "POST /api/user/login": (fx, random) => {
    const template = () => ({ email: fx.customer.email, password: fx.customer.password });
    const fields = [
      { path: ["email"], mustRefuse: always },
      { path: ["password"], mustRefuse: always },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "GET /api/user/is-auth": () => noBodyCases(true),
  "GET /api/user/logout": () => noBodyCases(false),
  "PUT /api/user/update": (_fx, random) => {
    const template = () => ({ name: "Rosa M. Reyes" });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(template, [{ path: ["name"], mustRefuse: textRule(100) }], random),
    ];
  },
  "POST /api/seller/login": (fx, random) => {
    const template = () => ({ email: fx.seller.email, password: fx.seller.password });
    const fields = [
      { path: ["email"], mustRefuse: always },
      { path: ["password"], mustRefuse: always },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "GET /api/seller/is-auth": () => noBodyCases(true),
  "GET /api/seller/logout": () => noBodyCases(false),
  "GET /api/product/list": (_fx, random) => {
    const pageRule = (max: number) => (v: unknown) => {
      const n = Number(v);
      return !(Number.isInteger(n) && n >= 1 && n <= max);
    };
    return [
      { label: "no query (control)", expect: "accept" },
      ...queryCases(
        "/api/product/list",
        [
          { name: "search", mustRefuse: textRule(100, { required: false }) },
          { name: "category", mustRefuse: textRule(60, { required: false }) },
          { name: "sort", mustRefuse: always },
          { name: "page", mustRefuse: pageRule(100_000) },
          { name: "limit", mustRefuse: pageRule(200) },
          { name: "inStock", mustRefuse: always },
          { name: "q", mustRefuse: textRule(100, { required: false }) },
          { name: "cursor", mustRefuse: always },
        ],
        random,
      ),
    ];
  },
  "GET /api/product/suggest": (_fx, random) => [
    { label: "a search (control)", path: "/api/product/suggest?q=rice", expect: "accept" },
    { label: "no q", path: "/api/product/suggest", expect: "refuse", status: 400 },
    ...queryCases(
      "/api/product/suggest",
      [{ name: "q", mustRefuse: textRule(1000, { required: false, trim: false }) }],
      random,
    ),
  ],
  "GET /api/product/seller-list": (_fx, random) => {
    const pageRule = (max: number) => (v: unknown) => {
      const n = Number(v);
      return !(Number.isInteger(n) && n >= 1 && n <= max);
    };
    return [
      { label: "no query (control)", expect: "accept" },
      ...queryCases(
        "/api/product/seller-list",
        [
          { name: "q", mustRefuse: textRule(200, { required: false }) },
          { name: "category", mustRefuse: textRule(100, { required: false }) },
          { name: "stock", mustRefuse: always },
          { name: "lowStock", mustRefuse: always },
          { name: "sort", mustRefuse: always },
          { name: "page", mustRefuse: pageRule(1_000_000) },
          { name: "limit", mustRefuse: pageRule(200) },
        ],
        random,
      ),
    ];
  },
  "POST /api/product/add": (fx, random) =>
    multipartCases({
      template: () => productData({ inStock: true }),
      fields: productFields({ withStock: true }),
      files: () => [],
      random,
      jsonAllowed: false,
      extra: [
        {
          label: "a file that is not an image",
          body: withFiles(productData(), [["images", notAnImage()]]),
          expect: "refuse",
          status: 400,
        },
        {
          label: "five images",
          body: withFiles(
            productData(),
            Array.from(
              { length: 5 },
              (_, i) => ["images", imageFile(fx.png, `p${i}.png`)] as [string, File],
            ),
          ),
          expect: "refuse",
          status: 400,
        },
      ],
    }),
  "POST /api/product/update": (fx, random) =>
    multipartCases({
      template: () => productData({ id: fx.editable.id }),
      fields: [{ path: ["id"], mustRefuse: always }, ...productFields({ withStock: false })],
      files: () => [],
      random,
      jsonAllowed: true,
      // Multipart edits carry photos now (up to four 5 MB files), so a 1 MB productData is
      // read and refused by its fields (400), as on add.
    }),
  "POST /api/product/stock": (fx, random) => {
    const template = () => ({ id: fx.editable.id, inStock: false });
    const fields = [
      { path: ["id"], mustRefuse: always },
      { path: ["inStock"], mustRefuse: booleanRule },
    ];
    return [...jsonStructuralCases(template), ...jsonFieldCases(template, fields, random)];
  },
  "POST /api/product/delete": (fx, random) => {
    const template = () => ({ id: fx.doomed.id });
    return [
      ...jsonStructuralCases(template),
      ...jsonFieldCases(template, [{ path: ["id"], mustRefuse: always }], random),
    ];
  },
  "POST /api/product/bulk-import": (fx, random) => {
    const item = () => ({ ...productData(), image: ["rice.png"] });
    const files = (): [string, File][] => [["images", imageFile(fx.png, "rice.png")]];
    return multipartCases({
      template: () => ({ products: [item()] }),
      fields: [
        { path: ["products"], mustRefuse: always },
        { path: ["products", 0], mustRefuse: always },
        { path: ["products", 0, "name"], mustRefuse: textRule(200) },
        {
          path: ["products", 0, "price"],
          mustRefuse: priceRule({ positive: true, textAllowed: false }),
        },
        {
          path: ["products", 0, "category"],
          mustRefuse: linesRule(100, { atLeastOne: true, listOnly: true, maxLines: 10 }),
        },
        {
          path: ["products", 0, "description"],
          mustRefuse: linesRule(500, { listOnly: true, maxLines: 50 }),
        },
        { path: ["products", 0, "image"], mustRefuse: always },
        { path: ["products", 0, "brand"], mustRefuse: textRule(100, { required: false }) },
      ],
      files,
      random,
      jsonAllowed: false,
      extra: [
        {
          label: "no images",
          body: withFiles({ products: [item()] }, []),
          expect: "refuse",
          status: 400,
        },
        {
          label: "an image that is not one",
          body: withFiles({ products: [item()] }, [
            ["images", imageFile(Buffer.from("GIF89a but not really"), "rice.png")],
          ]),
          expect: "refuse",
          status: 400,
        },
        {
          label: "productData as a text/plain file",
          body: (() => {
            const form = withFiles(null, files());
            form.append(
              "productData",
              new File([JSON.stringify({ products: [item()] })], "p.txt", { type: "text/plain" }),
            );
            return form;
          })(),
          expect: "refuse",
          status: 400,
        },
      ],
    });
  },
  "GET /api/product/import/template": (_fx, random) =>
    sheetDownloadCases("/api/product/import/template", random),
  "GET /api/product/export": (_fx, random) => sheetDownloadCases("/api/product/export", random),
  "POST /api/product/import/preview": (fx, random) => sheetUploadCases(fx, random, "preview"),
  "POST /api/product/import": (fx, random) => sheetUploadCases(fx, random, "import"),
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
  "PUT /api/user/password": (fx, random) => passwordCases(fx.customer.password, random),
  "POST /api/user/logout-all": async (fx) =>
    // An account of its own: an accepted call ends every session of the account.
    withToken(noBodyCases(true), await fx.addressOwner()),
  "PUT /api/seller/password": (fx, random) => passwordCases(fx.seller.password, random),
  "POST /api/seller/logout-all": async (fx) =>
    withToken(noBodyCases(true), await fx.sellerSession()),
  "GET /api/openapi.json": () => noBodyCases(false),
};

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

/**
 * A password change keeping the same password (so the control call can be repeated); a
 * hostile new password that happens to be valid changes it, and later calls are then refused
 * for the wrong current password, which the "either" verdict allows.
 */
function passwordCases(current: string, random: () => number): HostileCase[] {
  const template = () => ({ currentPassword: current, newPassword: current });
  return [
    ...jsonStructuralCases(template),
    ...jsonFieldCases(
      template,
      [
        { path: ["currentPassword"], mustRefuse: always },
        { path: ["newPassword"], mustRefuse: textRule(256, { trim: false, min: 6 }) },
      ],
      random,
    ),
  ];
}

/** The cases sent with this Bearer token instead of the fixture's (when they authenticate). */
function withToken(cases: HostileCase[], token: string): HostileCase[] {
  return cases.map((c) =>
    c.noAuth ? c : { ...c, headers: { authorization: `Bearer ${token}`, ...c.headers } },
  );
}

function sheetDownloadCases(path: string, random: () => number): HostileCase[] {
  return [
    ...noBodyCases(true),
    { label: "CSV (control)", path: `${path}?format=csv`, expect: "accept" },
    { label: "XLSX (control)", path: `${path}?format=xlsx`, expect: "accept" },
    ...queryCases(
      path,
      [{ name: "format", mustRefuse: (v) => v !== "csv" && v !== "xlsx" }],
      random,
    ),
  ];
}

const SHEET_HEADER =
  "SKU,Name,Brand,Price,Category,Description,Images,Stock count,In stock,Bestseller";

/** A spreadsheet upload: the file (a CSV by default) and any other fields. */
function sheetForm(fields: Record<string, string | File>, images: File[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const image of images) form.append("images", image);
  return form;
}

function sheetUploadCases(
  fx: Fixture,
  random: () => number,
  route: "preview" | "import",
): HostileCase[] {
  const csvQuote = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const picture = fx.product.image[0] as string;
  const cells: Record<string, string> = {
    SKU: `ROBUST-${route}`,
    Name: `Robust Sheet Rice (${route})`,
    Brand: "Sorsogon Farms",
    Price: "55.50",
    Category: "Rice",
    Description: "Well-milled rice",
    Images: picture,
    "Stock count": "10",
    "In stock": "yes",
    Bestseller: "no",
  };
  const csv = (values: Record<string, string>) =>
    new File(
      [`${SHEET_HEADER}\r\n${Object.values(values).map(csvQuote).join(",")}\r\n`],
      "products.csv",
      { type: "text/csv" },
    );
  // An import with a row error is refused; a preview reports it with 200.
  const rowError = route === "import" ? ("refuse" as const) : ("accept" as const);
  const bad = (label: string, column: string, value: string): HostileCase => ({
    label,
    body: sheetForm({ file: csv({ ...cells, [column]: value }) }),
    expect: rowError,
    ...(route === "import" ? { status: 400 } : {}),
  });
  const cases: HostileCase[] = [
    { label: "a valid CSV (control)", body: sheetForm({ file: csv(cells) }), expect: "accept" },
    { label: "no file", body: sheetForm({ validOnly: "true" }), expect: "refuse", status: 400 },
    {
      label: "the file as a text field",
      body: sheetForm({ file: `${SHEET_HEADER}\r\n` }),
      expect: "refuse",
      status: 400,
    },
    {
      label: "random bytes named .xlsx",
      body: sheetForm({ file: new File([new Uint8Array([9, 8, 7, 0, 1])], "p.xlsx") }),
      expect: "refuse",
      status: 400,
    },
    {
      label: "a zip that is not a workbook",
      body: sheetForm({
        file: new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])], "p.xlsx"),
      }),
      expect: "refuse",
      status: 400,
    },
    {
      label: "a wrong header",
      body: sheetForm({ file: new File(["Name,Cost\r\nRice,5\r\n"], "p.csv") }),
      expect: "refuse",
      status: 400,
    },
    {
      label: "a quote never closed",
      body: sheetForm({ file: new File([`${SHEET_HEADER}\r\n"open,1\r\n`], "p.csv") }),
      expect: "refuse",
      status: 400,
    },
    {
      label: "an image that is not one",
      body: sheetForm({ file: csv({ ...cells, SKU: "", Images: "photo.png" }) }, [notAnImage()]),
      expect: rowError,
    },
    bad("a negative stock count", "Stock count", "-5"),
    bad("a fractional stock count", "Stock count", "2.5"),
    bad("no price", "Price", ""),
    bad("a price of 0", "Price", "0"),
    bad("a price with 3 decimals", "Price", "1.005"),
    bad("a missing picture", "Images", "nowhere.jpg"),
    {
      label: "not multipart",
      body: "file=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      expect: "refuse",
      status: 400,
    },
    {
      label: "multipart with a boundary that never appears",
      body: "garbage without any boundary",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      expect: "refuse",
      status: 400,
    },
    {
      label: "imageNames not JSON",
      body: sheetForm({ file: csv(cells), imageNames: "{not json" }),
      expect: route === "preview" ? "refuse" : "either",
    },
    {
      label: "validOnly not a boolean",
      body: sheetForm({ file: csv(cells), validOnly: "maybe" }),
      expect: route === "import" ? "refuse" : "either",
    },
  ];
  for (const column of Object.keys(cells)) {
    for (const value of hostileStringsFor(random)) {
      cases.push({
        label: `${column} = ${JSON.stringify(value).slice(0, 40)}`,
        body: sheetForm({ file: csv({ ...cells, SKU: "", [column]: value }) }),
        expect: "either",
        sent: [value],
      });
    }
  }
  return cases;
}

function withFiles(data: Record<string, unknown> | null, files: [string, File][]): FormData {
  const form = new FormData();
  if (data) form.append("productData", JSON.stringify(data));
  for (const [name, file] of files) form.append(name, file);
  return form;
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

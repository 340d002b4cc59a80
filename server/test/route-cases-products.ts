import { imageFile } from "../modules/products/test-images";
import type { ApiRouteKey } from "./api-routes";
import { jsonFieldCases, jsonStructuralCases, multipartCases } from "./hostile-cases";
import { queryCases } from "./hostile-url-cases";
import { always, booleanRule, linesRule, priceRule, textRule } from "./hostile-inputs";
import {
  type CaseBuilder,
  productFields,
  productData,
  notAnImage,
  withFiles,
} from "./route-cases-kit";

/** The product routes' hostile requests, listing to bulk import. */
export const PRODUCT_CASES = {
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
    // A name of its own: the add cases above store many "Robust Rice 1kg", and an import that
    // names a product the store holds twice is refused until a SKU says which one.
    const item = () => ({
      ...productData({ name: "Robust Import Rice 1kg" }),
      image: ["rice.png"],
    });
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
} satisfies Partial<Record<ApiRouteKey, CaseBuilder>>;

import {
  describeValue,
  hostileValuesFor,
  nestedArrayText,
  nestedObjectText,
  ONE_MB_STRING,
  RawJson,
  toJsonText,
  withValue,
  type MustRefuse,
} from "./hostile-inputs";

/**
 * The requests of the robustness test: for each route, the structural attacks of its kind of
 * body (JSON, multipart) and each field of a valid body replaced by hostile values.
 */
export interface HostileCase {
  label: string;
  /** Path with query; the route's own path when absent. */
  path?: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  /** "refuse": must be a 4xx; "accept": must be a 2xx (the valid body, a control); "either". */
  expect: "refuse" | "accept" | "either";
  /** The exact status, when it is known. */
  status?: number;
  /** Send no credentials at all (the case brings its own, or none). */
  noAuth?: boolean;
  /** Hostile texts a message may legitimately quote back. */
  sent?: string[];
}

export interface FieldSpec {
  path: (string | number)[];
  mustRefuse: MustRefuse;
  values?: unknown[];
}

type Body = Record<string, unknown>;

const JSON_TYPE = { "content-type": "application/json" };
const sentOf = (v: unknown) => (typeof v === "string" ? [v] : []);
export const verdict = (refuse: boolean): HostileCase["expect"] => (refuse ? "refuse" : "either");

/** The first string field of a body (for the 1 MB string). */
function firstStringPath(body: Body, prefix: (string | number)[] = []): (string | number)[] | null {
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string") return [...prefix, key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const inner = firstStringPath(value as Body, [...prefix, key]);
      if (inner) return inner;
    }
  }
  return null;
}

function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/** Attacks on the shape of a JSON body, whatever the route. */
export function jsonStructuralCases(template: () => Body, limitStatus = 413): HostileCase[] {
  const json = (
    label: string,
    body: string,
    expect: HostileCase["expect"],
    status?: number,
  ): HostileCase => ({
    label,
    body,
    headers: JSON_TYPE,
    expect,
    ...(status ? { status } : {}),
  });
  const bigPath = firstStringPath(template());
  const protoText = `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},${toJsonText(template()).slice(1)}`;
  const typed = (
    label: string,
    contentType: string | null,
    body: string | FormData = toJsonText(template()),
  ): HostileCase => ({
    label,
    body,
    headers: contentType ? { "content-type": contentType } : {},
    expect: "refuse",
    status: 415,
  });
  return [
    {
      label: "the valid body (control)",
      body: toJsonText(template()),
      headers: JSON_TYPE,
      expect: "accept",
    },
    json("non-JSON text", "{not json", "refuse", 400),
    json("an empty body", "", "refuse", 400),
    ...["null", "[]", "42", '"text"', "true", "-1e400"].map((b) =>
      json(`JSON ${b} instead of an object`, b, "refuse", 400),
    ),
    json("objects nested 10 000 levels", nestedObjectText(10_000), "refuse", 400),
    json("arrays nested 10 000 levels", nestedArrayText(10_000), "refuse", 400),
    json(
      "an extra field nested 10 000 levels",
      `${toJsonText(template()).slice(0, -1)},"deep":${nestedObjectText(10_000)}}`,
      "either",
    ),
    ...(bigPath
      ? [
          json(
            "a 1 MB string",
            toJsonText(withValue(template(), bigPath, ONE_MB_STRING)),
            "refuse",
            limitStatus,
          ),
        ]
      : []),
    json("__proto__ and constructor keys", protoText, "either"),
    typed("JSON sent as text/plain", "text/plain"),
    typed("JSON sent as a urlencoded form", "application/x-www-form-urlencoded"),
    typed("JSON with an application/jsonp type", "application/jsonp"),
    typed("JSON with no content type", null),
    typed(
      "a urlencoded form",
      "application/x-www-form-urlencoded",
      "name=a&email=b&__proto__[x]=1",
    ),
    typed(
      "multipart where JSON is expected",
      null,
      formOf(
        Object.fromEntries(Object.entries(template()).map(([k, v]) => [k, JSON.stringify(v)])),
      ),
    ),
  ];
}

/** Each field of a JSON body replaced by hostile values. */
export function jsonFieldCases(
  template: () => Body,
  fields: FieldSpec[],
  random: () => number,
): HostileCase[] {
  return fields.flatMap((field) =>
    (field.values ?? hostileValuesFor(random)).map((value) => ({
      label: `${field.path.join(".")} = ${describeValue(value)}`,
      body: toJsonText(withValue(template(), field.path, value)),
      headers: JSON_TYPE,
      expect: verdict(field.mustRefuse(value)),
      sent: sentOf(value),
    })),
  );
}

/**
 * A multipart product call: `productData` holds JSON text (SPEC §7), `files` go beside it.
 * `jsonAllowed`: the route also reads an application/json body (product update).
 */
export function multipartCases(options: {
  template: () => Body;
  fields: FieldSpec[];
  files: () => [string, File][];
  random: () => number;
  jsonAllowed: boolean;
  /** The status of a 1 MB productData: 400 (too long a field) or 413 (over the body limit). */
  bigStatus?: number;
  extra?: HostileCase[];
}): HostileCase[] {
  const { template, files } = options;
  const form = (productData: string | Blob | null, withFiles = files()): FormData => {
    const f = new FormData();
    if (productData !== null) f.append("productData", productData);
    for (const [name, file] of withFiles) f.append(name, file);
    return f;
  };
  const multi = (
    label: string,
    productData: string | Blob | null,
    expect: HostileCase["expect"],
    status?: number,
  ) => ({
    label,
    body: form(productData),
    expect,
    ...(status ? { status } : {}),
  });
  const valid = () => toJsonText(template());
  const bigPath = firstStringPath(template());
  const cases: HostileCase[] = [
    multi("the valid form (control)", valid(), "accept"),
    multi("no productData", null, "refuse", 400),
    multi("productData not JSON", "{not json", "refuse", 400),
    ...["null", "[]", "42", '"text"'].map((b) => multi(`productData ${b}`, b, "refuse", 400)),
    multi("productData nested 10 000 levels", nestedObjectText(10_000), "refuse", 400),
    multi(
      "productData with __proto__ keys",
      `{"__proto__":{"polluted":"yes"},${valid().slice(1)}`,
      "either",
    ),
    ...(bigPath
      ? [
          multi(
            "a 1 MB string in productData",
            toJsonText(withValue(template(), bigPath, ONE_MB_STRING)),
            "refuse",
            options.bigStatus ?? 400,
          ),
        ]
      : []),
    {
      label: "text/plain body",
      body: valid(),
      headers: { "content-type": "text/plain" },
      expect: "refuse",
    },
    {
      label: "multipart with a boundary that never appears",
      body: "garbage without any boundary",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      expect: "refuse",
      status: 400,
    },
    {
      label: "multipart without a boundary",
      body: `--zzz\r\nContent-Disposition: form-data; name="productData"\r\n\r\n${valid()}\r\n--zzz--\r\n`,
      headers: { "content-type": "multipart/form-data" },
      expect: "refuse",
      status: 400,
    },
    {
      label: "JSON where multipart is expected",
      body: toJsonText({ productData: valid() }),
      headers: JSON_TYPE,
      expect: options.jsonAllowed ? "either" : "refuse",
    },
    ...(options.extra ?? []),
  ];
  for (const field of options.fields) {
    for (const value of field.values ?? hostileValuesFor(options.random)) {
      cases.push({
        label: `productData.${field.path.join(".")} = ${describeValue(value)}`,
        body: form(toJsonText(withValue(template(), field.path, value))),
        expect: verdict(field.mustRefuse(value)),
        sent: sentOf(value),
      });
    }
  }
  return cases;
}

export { RawJson };

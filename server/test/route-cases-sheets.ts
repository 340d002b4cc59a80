import type { ApiRouteKey } from "./api-routes";
import type { HostileCase } from "./hostile-cases";
import { noBodyCases, queryCases } from "./hostile-url-cases";
import { hostileStringsFor } from "./hostile-inputs";
import { type CaseBuilder, type Fixture, notAnImage } from "./route-cases-kit";

/**
 * The spreadsheet routes' hostile requests: template and export downloads, preview and import
 * uploads.
 */
export const SHEET_CASES = {
  "GET /api/product/import/template": (_fx, random) =>
    sheetDownloadCases("/api/product/import/template", random),
  "GET /api/product/export": (_fx, random) => sheetDownloadCases("/api/product/export", random),
  "POST /api/product/import/preview": (fx, random) => sheetUploadCases(fx, random, "preview"),
  "POST /api/product/import": (fx, random) => sheetUploadCases(fx, random, "import"),
} satisfies Partial<Record<ApiRouteKey, CaseBuilder>>;

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

import { constants, crc32, deflateRawSync } from "node:zlib";
import { SHEET_COLUMNS } from "@domain/spreadsheet-columns";

/**
 * Hostile spreadsheets for the tests and the bench, built in memory from
 * small repeated pieces so the hundreds of megabytes they unpack to never exist at once: an
 * XLSX whose sheet is a header and then millions of empty rows (a zip bomb), and a CSV of many
 * product rows. Test code only.
 */
const MiB = 1024 * 1024;

interface Part {
  name: string;
  /** The part's text, as pieces: `repeat` bodies (the same, or the i-th) between `head` and `tail`. */
  head: string;
  body?: string | ((i: number) => string);
  repeat?: number;
  tail?: string;
}

/**
 * A part deflated as independent segments (each ends with a full flush, so it refers to no
 * earlier bytes): the segment of a repeated block is made once and written as often as needed.
 */
function deflated(part: Part) {
  const out: Buffer[] = [];
  let size = 0;
  let crc = 0;
  const segment = (text: string) => {
    const bytes = Buffer.from(text);
    return {
      bytes,
      packed: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
    };
  };
  const add = ({ bytes, packed }: { bytes: Buffer; packed: Buffer }, times = 1) => {
    for (let i = 0; i < times; i++) {
      out.push(packed);
      size += bytes.length;
      crc = crc32(bytes, crc);
    }
  };
  add(segment(part.head));
  const { body, repeat = 0 } = part;
  if (typeof body === "string") {
    // Blocks of about 1 MB: a bomb of hundreds of MB is a few hundred copies of one segment.
    const perBlock = Math.max(1, Math.floor(MiB / body.length));
    add(segment(body.repeat(perBlock)), Math.floor(repeat / perBlock));
    if (repeat % perBlock > 0) add(segment(body.repeat(repeat % perBlock)));
  } else if (body) {
    for (let from = 0; from < repeat; from += 10_000) {
      const rows: string[] = [];
      for (let i = from; i < Math.min(repeat, from + 10_000); i++) rows.push(body(i));
      add(segment(rows.join("")));
    }
  }
  const tail = Buffer.from(part.tail ?? "");
  out.push(deflateRawSync(tail, { level: 9 }));
  size += tail.length;
  crc = crc32(tail, crc);
  return { data: Buffer.concat(out), size, crc };
}

export interface ZipOptions {
  /** Sizes to declare instead of the true ones (a bomb that lies), by part name. */
  declaredSizes?: Record<string, number>;
}

/** A zip of deflated parts, with local headers and a central directory as any zip tool writes. */
function zip(parts: Part[], options: ZipOptions = {}): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size: trueSize, crc } = deflated(part);
    const size = options.declaredSizes?.[part.name] ?? trueSize;
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE_RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

const inlineCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const column = (i: number) => String.fromCharCode(65 + i);

/** The workbook's fixed parts around a first sheet. */
function workbookParts(sheet: Part): Part[] {
  return [
    {
      name: "[Content_Types].xml",
      head: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: "_rels/.rels",
      head: `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      head: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      head: `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    sheet,
  ];
}

const headerRow = `<row r="1">${SHEET_COLUMNS.map((c, i) => inlineCell(`${column(i)}1`, c)).join("")}</row>`;

/**
 * An XLSX whose first sheet is the import's header and then `emptyRows` empty rows: about
 * 6 bytes each unpacked, a thousandth of that packed.
 */
export function xlsxBomb(emptyRows: number, options: ZipOptions = {}): Uint8Array<ArrayBuffer> {
  return zip(
    workbookParts({
      name: "xl/worksheets/sheet1.xml",
      head: `${XML}<worksheet xmlns="${MAIN}"><sheetData>${headerRow}`,
      body: "<row/>",
      repeat: emptyRows,
      tail: "</sheetData></worksheet>",
    }),
    options,
  );
}

/** An XLSX whose one product row has a Name of `chars` characters. */
export function xlsxLongCell(chars: number): Uint8Array<ArrayBuffer> {
  return zip(
    workbookParts({
      name: "xl/worksheets/sheet1.xml",
      head: `${XML}<worksheet xmlns="${MAIN}"><sheetData>${headerRow}<row r="2"><c r="B2" t="inlineStr"><is><t>`,
      body: "a",
      repeat: chars,
      tail: "</t></is></c></row></sheetData></worksheet>",
    }),
  );
}

/** An XLSX whose sheet lists `count` column entries before its rows: XML kept, no rows. */
export function xlsxColumnFlood(count: number): Uint8Array<ArrayBuffer> {
  return zip(
    workbookParts({
      name: "xl/worksheets/sheet1.xml",
      head: `${XML}<worksheet xmlns="${MAIN}"><cols>`,
      body: '<col min="1" max="1" width="9"/>',
      repeat: count,
      tail: `</cols><sheetData>${headerRow}</sheetData></worksheet>`,
    }),
  );
}

/** An XLSX of the header and `rows` product rows that are all alike. */
export function xlsxManyRows(rows: number): Uint8Array<ArrayBuffer> {
  const cells = ["", "Sardines", "Ligo", "24.50", "Canned", "", "a.png", "", "", ""];
  const row = (i: number) =>
    `<row r="${i + 2}">${cells.map((text, c) => (text ? inlineCell(`${column(c)}${i + 2}`, c === 1 ? `${text} ${i}` : text) : "")).join("")}</row>`;
  return zip(
    workbookParts({
      name: "xl/worksheets/sheet1.xml",
      head: `${XML}<worksheet xmlns="${MAIN}"><sheetData>${headerRow}`,
      body: row,
      repeat: rows,
      tail: "</sheetData></worksheet>",
    }),
  );
}

/** A CSV of the header and `rows` product rows, each a different name. */
export function csvManyRows(rows: number): Uint8Array<ArrayBuffer> {
  const lines = [`${SHEET_COLUMNS.join(",")}\r\n`];
  for (let i = 0; i < rows; i++) lines.push(`,Sardines ${i},Ligo,24.50,Canned,,a.png,,,\r\n`);
  return new TextEncoder().encode(lines.join(""));
}

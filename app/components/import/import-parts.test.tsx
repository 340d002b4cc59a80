import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FileDrop } from "./file-drop";
import { ImportErrorsTable } from "./import-errors-table";
import { ImportProgress } from "./import-progress";
import { ImportStep } from "./import-step";
import { PhotoPicker, type PhotoPickerWords } from "./photo-picker";

// The parts both import screens share, as the server draws them: each screen's words and look.
const text = (html: string) => html.replace(/<!-- -->/g, "");
const headers = (html: string) => [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);

describe("ImportProgress", () => {
  const bar = (html: string) => /aria-valuenow="(\d+)"/.exec(html)?.[1];

  it("draws nothing while idle", () => {
    expect(
      renderToString(<ImportProgress phase={{ kind: "idle" }} pictures="images" label="x" />),
    ).toBe("");
  });

  it("counts the pictures being prepared in the screen's word", () => {
    const images = text(
      renderToString(
        <ImportProgress
          phase={{ kind: "preparing", done: 2, total: 4 }}
          pictures="images"
          label="Import progress"
        />,
      ),
    );
    expect(images).toContain("Preparing images 2 of 4…");
    expect(images).toContain('aria-label="Import progress"');
    expect(bar(images)).toBe("50");
    const photos = text(
      renderToString(
        <ImportProgress
          phase={{ kind: "preparing", done: 1, total: 3 }}
          pictures="photos"
          label="Spreadsheet import progress"
        />,
      ),
    );
    expect(photos).toContain("Preparing photos 1 of 3…");
    expect(photos).toContain('aria-label="Spreadsheet import progress"');
  });

  it("shows the upload's share and bytes, then the server's work", () => {
    const uploading = text(
      renderToString(
        <ImportProgress
          phase={{
            kind: "uploading",
            percent: 40,
            loaded: 2 * 1024 * 1024,
            total: 5 * 1024 * 1024,
          }}
          pictures="photos"
          label="p"
        />,
      ),
    );
    expect(uploading).toContain("Uploading 40% (2.0 MB of 5.0 MB)");
    expect(bar(uploading)).toBe("40");
    const waiting = text(
      renderToString(<ImportProgress phase={{ kind: "processing" }} pictures="photos" label="p" />),
    );
    expect(waiting).toContain("Upload complete. Checking and saving the products…");
    expect(waiting).toContain("animate-pulse");
    const counted = text(
      renderToString(
        <ImportProgress
          phase={{ kind: "processing", done: 3, total: 6 }}
          pictures="images"
          label="p"
        />,
      ),
    );
    expect(counted).toContain("Processing images 3 of 6…");
    expect(bar(counted)).toBe("50");
    expect(counted).not.toContain("animate-pulse");
  });
});

describe("ImportErrorsTable", () => {
  const problems = [
    { at: 2, product: "Skyflakes", field: "price", message: "Price must be a number" },
    { at: null, product: "", field: "", message: "The file has no products" },
  ];

  it("draws nothing without problems", () => {
    expect(renderToString(<ImportErrorsTable problems={[]} title="t" look="card" />)).toBe("");
  });

  it("as the JSON import's card: product, field and problem under its own heading", () => {
    const html = text(
      renderToString(
        <ImportErrorsTable
          problems={problems}
          title="2 problems to fix — nothing was imported"
          look="card"
          headingId="bulk-errors"
        />,
      ),
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="bulk-errors"/);
    expect(html).toContain(
      '<h2 id="bulk-errors" class="font-bold text-red-800">2 problems to fix — nothing was imported</h2>',
    );
    expect(headers(html)).toEqual(["#", "Product", "Field", "Problem"]);
    expect(html).toContain(">2</td>");
    expect(html).toContain(">—</td>");
    expect(html).toContain("Skyflakes");
    expect(html).toContain("Price must be a number");
  });

  it("as the spreadsheet's panel: row, column and message, labelled by its title", () => {
    const html = text(
      renderToString(
        <ImportErrorsTable problems={problems} title="2 problems to fix" look="inset" />,
      ),
    );
    expect(html).toMatch(/<section aria-label="2 problems to fix"/);
    expect(html).toContain(">2 problems to fix</h3>");
    expect(headers(html)).toEqual(["Row", "Column", "Message"]);
    expect(html).not.toContain("Skyflakes");
    expect(html).toContain(">price</span>");
    expect(html.match(/>—</g)).toHaveLength(2);
  });
});

describe("ImportStep and FileDrop", () => {
  it("numbers the step, labels the section by its heading and keeps an aside beside it", () => {
    const html = text(
      renderToString(
        <ImportStep id="s2" number={2} title="Upload" aside={<a href="/x">Sample</a>} busy>
          <p>body</p>
        </ImportStep>,
      ),
    );
    expect(html).toMatch(/<section aria-labelledby="s2" aria-busy="true" class="rounded-2xl/);
    expect(html).toMatch(
      /<div class="flex flex-wrap items-center justify-between gap-2"><h2 id="s2"[^>]*><span[^>]*>2<\/span>Upload<\/h2><a href="\/x">Sample<\/a><\/div><p>body<\/p>/,
    );
    const spaced = renderToString(
      <ImportStep id="s3" number={3} title="Import" spaced>
        <p />
      </ImportStep>,
    );
    expect(spaced).toMatch(/class="space-y-4 rounded-2xl/);
    expect(spaced).not.toContain("aria-busy");
  });

  it("opens a file input with the screen's name and files, in a line or a column", () => {
    const line = renderToString(
      <FileDrop accept=".json" disabled={false} inputLabel="JSON file" onFiles={() => {}}>
        Choose
      </FileDrop>,
    );
    expect(line).toMatch(
      /<input type="file" accept=".json" class="sr-only" aria-label="JSON file"\/>/,
    );
    expect(line).toContain("items-center gap-3 px-4 py-4");
    const column = renderToString(
      <FileDrop
        accept="image/*"
        multiple
        disabled
        inputLabel="Product images"
        stacked
        onFiles={() => {}}
      >
        Choose
      </FileDrop>,
    );
    expect(column).toContain("flex-col items-center justify-center px-4 py-6 text-center");
    expect(column).toContain("pointer-events-none opacity-60");
    expect(column).toMatch(/multiple="" disabled=""/);
  });
});

describe("PhotoPicker", () => {
  const words: PhotoPickerWords = {
    title: "Pick the product photos",
    hint: "Only for rows whose Images column names new files.",
    inputLabel: "Spreadsheet photos",
    choose: "Choose photos",
    noun: ["photo", "photos"],
    clear: "Clear photos",
  };
  const file = (name: string, bytes: number) =>
    new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

  it("is step 1 in the screen's words, with nothing listed before a pick", () => {
    const html = text(
      renderToString(
        <PhotoPicker
          id="sheet-step-1"
          words={words}
          thumbnails={false}
          images={[]}
          onChange={() => {}}
          disabled={false}
        />,
      ),
    );
    expect(html).toMatch(
      /<h2 id="sheet-step-1"[^>]*><span[^>]*>1<\/span>Pick the product photos<\/h2>/,
    );
    expect(html).toContain('aria-label="Spreadsheet photos"');
    expect(html).toContain("Choose photos");
    expect(html).not.toContain("selected");
  });

  it("lists the picked files by name, or as thumbnails, with their count and size", () => {
    const images = [file("a.jpg", 1024), file("b.jpg", 2048)];
    const names = text(
      renderToString(
        <PhotoPicker
          id="p"
          words={words}
          thumbnails={false}
          images={images}
          onChange={() => {}}
          disabled={false}
        />,
      ),
    );
    expect(names).toContain("2 photos selected (3 KB)");
    expect(names).toContain("Clear photos");
    expect(names).toMatch(
      /<li class="flex max-w-full[^"]*"><span class="truncate" title="a.jpg">a.jpg<\/span>/,
    );
    expect(names.match(/aria-label="Remove [ab].jpg"/g)).toHaveLength(2);
    const one = { ...words, noun: ["image", "images"] as const, clear: "Clear All" };
    const thumbs = text(
      renderToString(
        <PhotoPicker
          id="p"
          words={one}
          thumbnails
          images={images.slice(0, 1)}
          onChange={() => {}}
          disabled={false}
        />,
      ),
    );
    expect(thumbs).toContain("1 image selected (1 KB)");
    expect(thumbs).toContain("grid max-h-80 grid-cols-4");
    expect(thumbs).toContain('title="a.jpg"');
    expect(thumbs).toContain("Clear All");
  });
});

import { SheetDownloadButton } from "./sheet-download-button";

/** Step 2: the .csv or .xlsx file, with both templates to start from. */
export function SheetFileStep({
  fileName,
  onPick,
  disabled,
}: {
  fileName: string | null;
  onPick: (file: File) => void;
  disabled: boolean;
}) {
  return (
    <section
      aria-labelledby="sheet-step-2"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100"
    >
      <h2 id="sheet-step-2" className="font-bold text-gray-900">
        <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
          2
        </span>
        Choose the spreadsheet
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Row 1 holds the column names: SKU, Name, Brand, Price, Category, Description, Images, Stock
        count, In stock, Bestseller. Separate several categories or images with{" "}
        <code className="rounded bg-gray-100 px-1">|</code>. Products are matched by SKU, or by name
        and brand, and updated instead of added twice.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="w-full text-sm text-gray-600 sm:w-auto">Start from a template:</span>
        <SheetDownloadButton kind="template" format="csv">
          CSV template
        </SheetDownloadButton>
        <SheetDownloadButton kind="template" format="xlsx">
          XLSX template
        </SheetDownloadButton>
      </div>
      <label
        className={`mt-3 flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-gray-300 px-4 py-4 hover:border-brand-600 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${disabled ? "pointer-events-none opacity-60" : ""}`}
      >
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={disabled}
          className="sr-only"
          aria-label="Spreadsheet file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onPick(file);
            event.target.value = "";
          }}
        />
        <span className="shrink-0 font-semibold text-brand-700">
          {fileName ? "Choose another file" : "Choose CSV or XLSX file"}
        </span>
        {fileName ? <span className="truncate text-sm text-gray-600">{fileName}</span> : null}
      </label>
    </section>
  );
}

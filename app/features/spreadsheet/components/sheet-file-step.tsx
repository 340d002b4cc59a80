import { FileDrop } from "~/components/import/file-drop";
import { ImportStep } from "~/components/import/import-step";
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
    <ImportStep id="sheet-step-2" number={2} title="Choose the spreadsheet">
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
      <FileDrop
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled}
        inputLabel="Spreadsheet file"
        onFiles={(files) => {
          const file = files?.[0];
          if (file) onPick(file);
        }}
      >
        <span className="shrink-0 font-semibold text-brand-700">
          {fileName ? "Choose another file" : "Choose CSV or XLSX file"}
        </span>
        {fileName ? <span className="truncate text-sm text-gray-600">{fileName}</span> : null}
      </FileDrop>
    </ImportStep>
  );
}

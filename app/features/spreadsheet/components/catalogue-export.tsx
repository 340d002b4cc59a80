import { SheetDownloadButton } from "./sheet-download-button";

/** The whole catalogue as a spreadsheet (issue 10): the file imports back unchanged. */
export function CatalogueExport() {
  return (
    <div role="group" aria-label="Export the catalogue" className="flex flex-wrap gap-2">
      <SheetDownloadButton kind="export" format="csv">
        Export CSV
      </SheetDownloadButton>
      <SheetDownloadButton kind="export" format="xlsx">
        Export XLSX
      </SheetDownloadButton>
    </div>
  );
}

import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { MESSAGES } from "@domain/messages";
import { ImportDone } from "~/components/import/import-done";
import { ImportErrorsTable, type ImportProblem } from "~/components/import/import-errors-table";
import { ImportProgress, type ImportPhase } from "~/components/import/import-progress";
import { ImportStep } from "~/components/import/import-step";
import { PhotoPicker, type PhotoPickerWords } from "~/components/import/photo-picker";
import { Button, Spinner } from "~/components/ui/button";
import { downscaleAll } from "~/lib/downscale/downscale-pool";
import { ApiError } from "~/lib/http";
import { BULK_TOO_LARGE_MESSAGE, BULK_UPLOAD_MAX_BYTES, totalBytes } from "~/lib/import-files";
import { importSheet, previewSheet } from "../api";
import {
  NOT_A_SPREADSHEET_MESSAGE,
  canImportAll,
  canImportValidOnly,
  importValidRowsLabel,
  previewCountsLine,
  rowsWithErrors,
  sheetErrorsOf,
  sheetFormatOf,
  type SheetPreview,
  type SheetRowError,
} from "../sheet-model";
import { SheetFileStep } from "./sheet-file-step";
import { SheetRowsList } from "./sheet-rows-list";

// ours: the contract has no wording for these
const PREVIEW_FAILED = "The file could not be checked. Please try again.";
const IMPORT_FAILED = "The import failed. Please try again.";

type Check =
  | { kind: "empty" }
  | { kind: "checking" }
  | { kind: "ready"; preview: SheetPreview }
  | { kind: "refused"; message: string; errors: SheetRowError[] }
  | { kind: "failed"; message: string };

/**
 * Step 1: the photos the file's Images column names (optional: rows may keep their photos or
 * name none). Names only, no thumbnails: a catalogue's worth of photos stays light on a phone.
 */
const PHOTOS: PhotoPickerWords = {
  title: (
    <>
      Pick the product photos <span className="font-normal text-gray-500">(optional)</span>
    </>
  ),
  hint: "Only for rows whose Images column names new files. File names must match exactly.",
  inputLabel: "Spreadsheet photos",
  choose: "Choose photos",
  noun: ["photo", "photos"],
  clear: "Clear photos",
};

/** Every problem of the file, one line each: row, column, the server's message word for word. */
function SheetErrors({ errors }: { errors: readonly SheetRowError[] }) {
  const problems: ImportProblem[] = errors.map((e) => ({
    at: e.row > 0 ? e.row : null,
    field: e.column,
    message: e.message,
  }));
  const n = errors.length;
  return (
    <ImportErrorsTable
      problems={problems}
      title={`${n} ${n === 1 ? "problem" : "problems"} to fix`}
      look="inset"
    />
  );
}

/** What the server says went wrong, word for word, with its per-row errors. */
function refusal(error: unknown, fallback: string): { message: string; errors: SheetRowError[] } {
  if (error instanceof ApiError) {
    return { message: error.serverMessage ?? error.message, errors: sheetErrorsOf(error.body) };
  }
  return { message: fallback, errors: [] };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** Import from a CSV or XLSX file (issue 10): check every row first, then import. */
export function SpreadsheetImportPanel() {
  const [images, setImages] = useState<File[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Check>({ kind: "empty" });
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<ImportPhase>({ kind: "idle" });
  const [importError, setImportError] = useState<{ message: string; errors: SheetRowError[] }>();
  const [result, setResult] = useState<string | null>(null);
  const [sentValidOnly, setSentValidOnly] = useState(false);
  const importing = phase.kind !== "idle";
  const imageKey = images.map((f) => f.name).join("\n");

  // The check runs again when the photos change: a row naming a photo not picked is an error.
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    setCheck({ kind: "checking" });
    previewSheet(file, imageKey ? imageKey.split("\n") : [], controller.signal).then(
      (preview) => setCheck({ kind: "ready", preview }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        if (error instanceof ApiError && error.status === 400) {
          setCheck({ kind: "refused", ...refusal(error, PREVIEW_FAILED) });
        } else {
          setCheck({ kind: "failed", message: refusal(error, PREVIEW_FAILED).message });
        }
      },
    );
    return () => controller.abort();
  }, [file, imageKey, attempt]);

  function pick(next: File) {
    if (!sheetFormatOf(next)) {
      toast.error(NOT_A_SPREADSHEET_MESSAGE, { id: NOT_A_SPREADSHEET_MESSAGE });
      return;
    }
    setResult(null);
    setImportError(undefined);
    setFile(next);
  }

  async function runImport(validOnly: boolean) {
    if (importing || !file) return;
    setResult(null);
    setImportError(undefined);
    setSentValidOnly(validOnly);
    try {
      setPhase({ kind: "preparing", done: 0, total: images.length });
      const prepared = await downscaleAll(images, (done, total) =>
        setPhase({ kind: "preparing", done, total }),
      );
      const bytes = totalBytes(prepared) + file.size;
      if (bytes > BULK_UPLOAD_MAX_BYTES) {
        toast.error(BULK_TOO_LARGE_MESSAGE, { id: BULK_TOO_LARGE_MESSAGE });
        return;
      }
      setPhase({ kind: "uploading", percent: 0, loaded: 0, total: bytes });
      const reply = await importSheet(file, prepared, validOnly, (p) =>
        setPhase(p.percent >= 100 ? { kind: "processing" } : { kind: "uploading", ...p }),
      );
      toast.success(reply.message, { id: reply.message });
      setResult(reply.message);
      setFile(null);
      setImages([]);
      setCheck({ kind: "empty" });
    } catch (error) {
      if (isAbort(error)) return;
      const failure = refusal(error, IMPORT_FAILED);
      setImportError(failure);
      if (!(error instanceof ApiError && error.handled)) {
        toast.error(failure.message, { id: failure.message });
      }
    } finally {
      setPhase({ kind: "idle" });
    }
  }

  const preview = check.kind === "ready" ? check.preview : null;
  const badRows = preview ? rowsWithErrors(preview) : 0;

  return (
    <div className="space-y-4">
      {result ? <ImportDone message={result} /> : null}
      <PhotoPicker
        id="sheet-step-1"
        words={PHOTOS}
        thumbnails={false}
        images={images}
        onChange={setImages}
        disabled={importing}
      />
      <SheetFileStep fileName={file?.name ?? null} onPick={pick} disabled={importing} />
      <ImportStep
        id="sheet-step-3"
        number={3}
        title="Check and import"
        spaced
        busy={check.kind === "checking" || importing}
      >
        {check.kind === "empty" ? (
          <p className="text-sm text-gray-500">
            Choose a CSV or XLSX file to see what it will change before anything is saved.
          </p>
        ) : null}
        {check.kind === "checking" ? (
          <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
            <Spinner /> Checking {file?.name}…
          </p>
        ) : null}
        {check.kind === "failed" ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm">
            <p role="alert" className="font-medium text-red-800">
              {check.message}
            </p>
            <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </div>
        ) : null}
        {check.kind === "refused" ? (
          <>
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
              {check.message}
            </p>
            <SheetErrors errors={check.errors} />
          </>
        ) : null}
        {preview ? (
          <>
            <div className="rounded-xl bg-gray-50 p-3 text-sm">
              <p className="font-semibold text-gray-900">{previewCountsLine(preview)}</p>
              {preview.message ? (
                <p className={`mt-1 ${badRows > 0 ? "font-medium text-red-700" : "text-gray-600"}`}>
                  {preview.message}
                </p>
              ) : null}
              {badRows > 0 ? (
                <p className="mt-1 text-gray-700">
                  Fix the file and choose it again, or import only the valid rows.
                </p>
              ) : preview.total === 0 ? (
                <p className="mt-1 text-gray-600">The file has no product rows.</p>
              ) : null}
            </div>
            <SheetErrors errors={preview.errors} />
            <SheetRowsList rows={preview.rows} />
          </>
        ) : null}
        {importError ? (
          <>
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
              {importError.message}
            </p>
            <SheetErrors errors={importError.errors} />
          </>
        ) : null}
        <ImportProgress phase={phase} pictures="photos" label="Spreadsheet import progress" />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={!preview || !canImportAll(preview) || importing}
            onClick={() => void runImport(false)}
          >
            {importing && !sentValidOnly ? MESSAGES.IMPORTING : "IMPORT SPREADSHEET"}
          </Button>
          {preview && canImportValidOnly(preview) ? (
            <Button
              size="lg"
              variant="outline"
              className="w-full sm:w-auto"
              disabled={importing}
              onClick={() => void runImport(true)}
            >
              {importing && sentValidOnly
                ? MESSAGES.IMPORTING
                : importValidRowsLabel(preview.valid)}
            </Button>
          ) : null}
        </div>
      </ImportStep>
    </div>
  );
}

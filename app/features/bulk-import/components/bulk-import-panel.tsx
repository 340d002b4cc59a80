import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import { validateBulkImport, type BulkImportError } from "@domain/bulk-import";
import { MESSAGES, moreProducts } from "@domain/messages";
import { IMAGE_MISMATCH_TOAST_MS } from "@domain/store";
import { ImportDone } from "~/components/import/import-done";
import { ImportErrorsTable, type ImportProblem } from "~/components/import/import-errors-table";
import { ImportProgress, type ImportPhase } from "~/components/import/import-progress";
import { ImportStep } from "~/components/import/import-step";
import { PhotoPicker, type PhotoPickerWords } from "~/components/import/photo-picker";
import { Button } from "~/components/ui/button";
import { downscaleAll } from "~/lib/downscale/downscale-pool";
import { ApiError } from "~/lib/http";
import { BULK_TOO_LARGE_MESSAGE, BULK_UPLOAD_MAX_BYTES, totalBytes } from "~/lib/import-files";
import { bulkImport } from "../api";
import { bulkErrorsOf, bulkPreview, isImageMismatch } from "../bulk-model";
import { JsonStep, type LoadedJson } from "./json-step";

/** Step 1 (SPEC §2.15): every picture the JSON names, picked at once, with a thumbnail grid. */
const PICTURES: PhotoPickerWords = {
  title: "Upload all product images",
  hint: "Select every picture your JSON file names. File names must match exactly.",
  inputLabel: "Product images",
  choose: "Choose images",
  noun: ["image", "images"],
  clear: "Clear All",
};

const problemOf = (error: BulkImportError): ImportProblem => ({
  at: error.index >= 0 ? error.index + 1 : null,
  product: error.name,
  field: error.field,
  message: error.message,
});

function errorToast(message: string) {
  toast.error(message, {
    id: message,
    duration: isImageMismatch(message) ? IMAGE_MISMATCH_TOAST_MS : undefined,
  });
}

/** Bulk import (SPEC §2.15, §5): images, then the JSON file, then one import of all or none. */
export function BulkImportPanel() {
  const [images, setImages] = useState<File[]>([]);
  const [loaded, setLoaded] = useState<LoadedJson | null>(null);
  const [phase, setPhase] = useState<ImportPhase>({ kind: "idle" });
  const [errors, setErrors] = useState<BulkImportError[]>([]);
  const [result, setResult] = useState<{ message: string; imported: number } | null>(null);
  const importing = phase.kind !== "idle";
  const preview = loaded ? bulkPreview(loaded.json.products) : null;
  const problems = useMemo(() => errors.map(problemOf), [errors]);

  async function runImport() {
    if (importing) return;
    if (!loaded) return void toast.error(MESSAGES.SELECT_JSON_FIRST);
    if (images.length === 0) return void toast.error(MESSAGES.UPLOAD_IMAGES_FIRST);
    setResult(null);
    const check = validateBulkImport(
      loaded.json,
      images.map((f) => f.name),
    );
    if (!check.ok) {
      setErrors(check.errors);
      errorToast(check.message);
      return;
    }
    setErrors([]);
    // Only the pictures the file names travel: the rest would cost data and be dropped.
    const named = new Set(check.products.flatMap((p) => p.image));
    const needed = images.filter((f) => named.has(f.name));
    try {
      setPhase({ kind: "preparing", done: 0, total: needed.length });
      const prepared = await downscaleAll(needed, (done, total) =>
        setPhase({ kind: "preparing", done, total }),
      );
      if (totalBytes(prepared) > BULK_UPLOAD_MAX_BYTES) {
        errorToast(BULK_TOO_LARGE_MESSAGE);
        return;
      }
      setPhase({ kind: "uploading", percent: 0, loaded: 0, total: totalBytes(prepared) });
      let serverProgress = false;
      const reply = await bulkImport(
        loaded.text,
        prepared,
        (p) => {
          if (serverProgress) return;
          setPhase(p.percent >= 100 ? { kind: "processing" } : { kind: "uploading", ...p });
        },
        undefined,
        ({ done, total }) => {
          serverProgress = true;
          setPhase({ kind: "processing", done, total });
        },
      );
      if (!reply.success) {
        errorToast(reply.message || MESSAGES.BULK_IMPORT_FAILED);
        return;
      }
      const message =
        reply.message ??
        `Successfully imported ${reply.imported ?? check.products.length} products`;
      toast.success(message);
      setResult({ message, imported: reply.imported ?? check.products.length });
      setImages([]);
      setLoaded(null);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(bulkErrorsOf(error.body));
        if (!error.handled) errorToast(error.serverMessage ?? MESSAGES.BULK_IMPORT_FAILED);
      } else if (!(error instanceof DOMException && error.name === "AbortError")) {
        errorToast(MESSAGES.BULK_IMPORT_FAILED);
      }
    } finally {
      setPhase({ kind: "idle" });
    }
  }

  return (
    <div className="space-y-4">
      {result ? <ImportDone message={result.message} /> : null}
      <PhotoPicker
        id="bulk-step-1"
        words={PICTURES}
        thumbnails
        images={images}
        onChange={setImages}
        disabled={importing}
      />
      <JsonStep
        loaded={loaded}
        onLoad={(next) => {
          setLoaded(next);
          // A new file: the old file's problems no longer apply.
          setErrors([]);
          setResult(null);
        }}
        disabled={importing}
      />
      <ImportStep id="bulk-step-3" number={3} title="Import all products" spaced>
        {preview ? (
          <div className="rounded-xl bg-gray-50 p-3 text-sm">
            <p className="font-semibold text-gray-900">
              {preview.count} {preview.count === 1 ? "product" : "products"} in {loaded?.fileName}
            </p>
            <ul className="mt-2 space-y-1">
              {preview.first.map((p, i) => (
                <li key={i} className="flex justify-between gap-3">
                  <span className="truncate text-gray-800">{p.name}</span>
                  <span className="shrink-0 font-medium text-gray-900">{p.price}</span>
                </li>
              ))}
            </ul>
            {preview.more > 0 ? (
              <p className="mt-1 text-gray-500">{moreProducts(preview.more)}</p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-gray-500">Load a JSON file to see a preview here.</p>
        )}
        <ImportProgress phase={phase} pictures="images" label="Import progress" />
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => void runImport()}
          disabled={!loaded || images.length === 0 || importing}
        >
          {importing ? MESSAGES.IMPORTING : "IMPORT PRODUCTS"}
        </Button>
      </ImportStep>
      <ImportErrorsTable
        problems={problems}
        title={`${errors.length} ${errors.length === 1 ? "problem" : "problems"} to fix — nothing was imported`}
        look="card"
        headingId="bulk-errors"
      />
    </div>
  );
}

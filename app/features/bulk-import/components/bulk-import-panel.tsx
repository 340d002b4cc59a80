import { useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { validateBulkImport, type BulkImportError } from "@domain/bulk-import";
import { MESSAGES, moreProducts } from "@domain/messages";
import { IMAGE_MISMATCH_TOAST_MS } from "@domain/store";
import { Button } from "~/components/ui/button";
import { downscaleInWorker } from "~/features/seller-products/downscale/downscale-pool";
import { ApiError } from "~/lib/http";
import { bulkImport } from "../api";
import {
  BULK_TOO_LARGE_MESSAGE,
  BULK_UPLOAD_MAX_BYTES,
  bulkErrorsOf,
  bulkPreview,
  formatBytes,
  isImageMismatch,
  totalBytes,
} from "../bulk-model";
import { ImageStep } from "./image-step";
import { ImportErrorsTable } from "./import-errors-table";
import { JsonStep, type LoadedJson } from "./json-step";

type Phase =
  | { kind: "idle" }
  | { kind: "preparing"; done: number; total: number }
  | { kind: "uploading"; percent: number; loaded: number; total: number }
  | { kind: "processing"; done?: number; total?: number };

function errorToast(message: string) {
  toast.error(message, {
    id: message,
    duration: isImageMismatch(message) ? IMAGE_MISMATCH_TOAST_MS : undefined,
  });
}

function ProgressBar({ phase }: { phase: Phase }) {
  if (phase.kind === "idle") return null;
  const counted = phase.kind === "processing" && phase.total !== undefined;
  const percent =
    phase.kind === "preparing"
      ? Math.floor((phase.done / Math.max(1, phase.total)) * 100)
      : phase.kind === "uploading"
        ? phase.percent
        : counted
          ? Math.floor(((phase.done ?? 0) / Math.max(1, phase.total ?? 1)) * 100)
          : 100;
  const label =
    phase.kind === "preparing"
      ? `Preparing images ${phase.done} of ${phase.total}…`
      : phase.kind === "uploading"
        ? `Uploading ${phase.percent}% (${formatBytes(phase.loaded)} of ${formatBytes(phase.total)})`
        : counted
          ? `Processing images ${phase.done} of ${phase.total}…`
          : "Upload complete. Checking and saving the products…";
  return (
    <div className="space-y-1" aria-live="polite">
      <p className="text-sm font-medium text-gray-800">{label}</p>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] ${phase.kind === "processing" && !counted ? "animate-pulse" : ""}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** Bulk import (SPEC §2.15, §5): images, then the JSON file, then one import of all or none. */
export function BulkImportPanel() {
  const [images, setImages] = useState<File[]>([]);
  const [loaded, setLoaded] = useState<LoadedJson | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [errors, setErrors] = useState<BulkImportError[]>([]);
  const [result, setResult] = useState<{ message: string; imported: number } | null>(null);
  const importing = phase.kind !== "idle";
  const preview = loaded ? bulkPreview(loaded.json.products) : null;

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
      // Shrunk several at once in Web Workers; the order of the files is kept.
      let done = 0;
      const prepared = await Promise.all(
        needed.map(async (file) => {
          const small = await downscaleInWorker(file);
          done++;
          setPhase({ kind: "preparing", done, total: needed.length });
          return small;
        }),
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
      {result ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
        >
          <p className="font-semibold text-brand-800">{result.message}</p>
          <Link
            to="/seller/products-list"
            className="text-sm font-semibold text-brand-700 underline"
          >
            View products
          </Link>
        </div>
      ) : null}
      <ImageStep images={images} onChange={setImages} disabled={importing} />
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
      <section
        aria-labelledby="bulk-step-3"
        className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100"
      >
        <h2 id="bulk-step-3" className="font-bold text-gray-900">
          <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
            3
          </span>
          Import all products
        </h2>
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
        <ProgressBar phase={phase} />
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => void runImport()}
          disabled={!loaded || images.length === 0 || importing}
        >
          {importing ? MESSAGES.IMPORTING : "IMPORT PRODUCTS"}
        </Button>
      </section>
      <ImportErrorsTable errors={errors} />
    </div>
  );
}

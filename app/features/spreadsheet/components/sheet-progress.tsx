import { formatBytes } from "~/features/bulk-import/bulk-model";

export type ImportPhase =
  | { kind: "idle" }
  | { kind: "preparing"; done: number; total: number }
  | { kind: "uploading"; percent: number; loaded: number; total: number }
  | { kind: "processing" };

/** Preparing photos n of N, then the upload's %, then the server's work. */
export function SheetProgress({ phase }: { phase: ImportPhase }) {
  if (phase.kind === "idle") return null;
  const percent =
    phase.kind === "preparing"
      ? Math.floor((phase.done / Math.max(1, phase.total)) * 100)
      : phase.kind === "uploading"
        ? phase.percent
        : 100;
  const label =
    phase.kind === "preparing"
      ? `Preparing photos ${phase.done} of ${phase.total}…`
      : phase.kind === "uploading"
        ? `Uploading ${phase.percent}% (${formatBytes(phase.loaded)} of ${formatBytes(phase.total)})`
        : "Upload complete. Checking and saving the products…";
  return (
    <div className="space-y-1" aria-live="polite">
      <p className="text-sm font-medium text-gray-800">{label}</p>
      <div
        role="progressbar"
        aria-label="Spreadsheet import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] ${phase.kind === "processing" ? "animate-pulse" : ""}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

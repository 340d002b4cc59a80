import { formatBytes } from "~/lib/import-files";

export type ImportPhase =
  | { kind: "idle" }
  | { kind: "preparing"; done: number; total: number }
  | { kind: "uploading"; percent: number; loaded: number; total: number }
  /** The server's work; counted when it reports how many pictures it has processed. */
  | { kind: "processing"; done?: number; total?: number };

/**
 * An import's bar: preparing the pictures n of N, the upload's %, then the server's work
 * (counted when the server reports it, else a pulse).
 */
export function ImportProgress({
  phase,
  pictures,
  label,
}: {
  phase: ImportPhase;
  /** What the screen calls the pictures ("images", "photos"). */
  pictures: string;
  /** The bar's accessible name. */
  label: string;
}) {
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
  const text =
    phase.kind === "preparing"
      ? `Preparing ${pictures} ${phase.done} of ${phase.total}…`
      : phase.kind === "uploading"
        ? `Uploading ${phase.percent}% (${formatBytes(phase.loaded)} of ${formatBytes(phase.total)})`
        : counted
          ? `Processing ${pictures} ${phase.done} of ${phase.total}…`
          : "Upload complete. Checking and saving the products…";
  return (
    <div className="space-y-1" aria-live="polite">
      <p className="text-sm font-medium text-gray-800">{text}</p>
      <div
        role="progressbar"
        aria-label={label}
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

import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";

export type Paper = "80mm" | "a4";

/**
 * Print CSS of the slips. 80 mm: the usual thermal roll (80 × 297 mm, the common printer
 * driver's page), small type; A4: the same slip larger, centred. Each slip starts a page.
 */
function printCss(paper: Paper): string {
  const page = paper === "a4" ? "size: A4; margin: 14mm;" : "size: 80mm 297mm; margin: 3mm 3mm;";
  return `
@page { ${page} }
.slip-sheet .slip { font-size: ${paper === "a4" ? "13px" : "11px"}; line-height: 1.35;
  font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
.slip-sheet .slip-store { font-size: 1.25em; }
.slip-sheet .slip-number { font-size: 1.15em; }
.slip-sheet .slip-cash { font-size: 1.2em; }
.slip-sheet .slip-qr { width: ${paper === "a4" ? "30mm" : "22mm"}; height: ${paper === "a4" ? "30mm" : "22mm"}; }
.slip-sheet .slip { width: ${paper === "a4" ? "120mm" : "74mm"}; max-width: 100%; margin: 0 auto; }
@media print {
  html, body { background: #fff !important; }
  .slip-sheet { padding: 0 !important; background: #fff !important; }
  .slip-sheet .slip { box-shadow: none !important; padding: 0 !important; }
  .slip-sheet .slip + .slip { break-before: page; }
}`;
}

/** The slips' page: a toolbar (not printed) with the paper choice and Print, then the slips. */
export function SlipSheet({
  title,
  children,
  ready,
}: {
  title: string;
  children: ReactNode;
  ready: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const paper: Paper = params.get("paper") === "a4" ? "a4" : "80mm";
  return (
    <div className="slip-sheet mx-auto max-w-3xl">
      <style>{printCss(paper)}</style>
      <div className="print:hidden mb-4 flex flex-wrap items-center gap-2">
        <Link to="/seller/orders" className="text-sm font-medium text-brand-700 hover:underline">
          ← Orders
        </Link>
        <h1 className="mr-auto w-full text-xl font-bold text-gray-900 sm:w-auto">{title}</h1>
        <div role="group" aria-label="Paper" className="flex rounded-lg ring-1 ring-gray-300">
          {(
            [
              ["80mm", "80 mm roll"],
              ["a4", "A4"],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={paper === value}
              onClick={() => setParams(value === "a4" ? { paper: "a4" } : {}, { replace: true })}
              className={`h-10 px-3 text-sm font-semibold first:rounded-l-lg last:rounded-r-lg ${paper === value ? "bg-gray-900 text-white" : "bg-white text-gray-700"}`}
            >
              {label}
            </button>
          ))}
        </div>
        <button
          type="button"
          disabled={!ready}
          onClick={() => window.print()}
          className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          Print
        </button>
      </div>
      <div className="space-y-4 rounded-2xl bg-gray-100 p-3 sm:p-6 print:space-y-0 [&_.slip]:rounded-lg [&_.slip]:p-3 [&_.slip]:shadow-sm">
        {children}
      </div>
    </div>
  );
}

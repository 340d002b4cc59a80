import { Badge } from "~/components/ui/badge";
import type { RowAction, SheetRow } from "../sheet-model";

const ACTION_BADGES: Record<
  RowAction,
  { label: string; tone: "brand" | "amber" | "gray" | "red" }
> = {
  add: { label: "Add", tone: "brand" },
  update: { label: "Update", tone: "amber" },
  unchanged: { label: "Unchanged", tone: "gray" },
  error: { label: "Error", tone: "red" },
};

/** What each row of the file will do, in the file's order. */
export function SheetRowsList({ rows }: { rows: readonly SheetRow[] }) {
  if (rows.length === 0) return null;
  return (
    <details className="group rounded-xl ring-1 ring-gray-200" open={rows.length <= 10}>
      <summary className="cursor-pointer select-none rounded-xl px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50">
        Rows in the file
      </summary>
      <div className="max-h-72 overflow-auto border-t border-gray-100">
        <table className="w-full text-left text-sm" aria-label="Rows in the file">
          <thead className="sticky top-0 bg-white text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="w-14 px-3 py-2 border-b border-gray-200">
                Row
              </th>
              <th scope="col" className="px-3 py-2 border-b border-gray-200">
                Product
              </th>
              <th scope="col" className="w-24 px-3 py-2 text-right border-b border-gray-200">
                Change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => {
              const badge = ACTION_BADGES[row.action];
              return (
                <tr key={row.row}>
                  <td className="px-3 py-1.5 tabular-nums text-gray-500">{row.row}</td>
                  <td className="max-w-0 truncate px-3 py-1.5 text-gray-900" title={row.name}>
                    {row.name || "—"}
                  </td>
                  <td className="px-3 py-1.5 text-right">
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

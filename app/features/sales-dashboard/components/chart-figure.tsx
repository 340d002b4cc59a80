import { useId, useState, type ReactNode } from "react";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => string | number;
  numeric?: boolean;
}

/**
 * One chart with its numbers as a table: the drawing is hidden from screen readers, which read
 * the table instead (visually hidden until "Show as table" is pressed). An empty list shows a
 * sentence, not an empty frame.
 */
export function ChartFigure<Row>({
  title,
  rows,
  columns,
  empty,
  children,
}: {
  title: string;
  rows: readonly Row[];
  columns: Column<Row>[];
  empty: string;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  return (
    <figure className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <figcaption className="text-sm font-bold uppercase tracking-wide text-gray-600">
          {title}
        </figcaption>
        {rows.length > 0 && (
          <button
            type="button"
            aria-expanded={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable(!asTable)}
            className="shrink-0 rounded-lg px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            {asTable ? "Show as chart" : "Show as table"}
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-gray-500">{empty}</p>
      ) : (
        <>
          {!asTable && (
            <div aria-hidden="true" className="mt-2">
              {children}
            </div>
          )}
          <div id={tableId} className={asTable ? "mt-2 max-h-96 overflow-auto" : "sr-only"}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-gray-200 text-xs uppercase text-gray-500">
                <tr>
                  {columns.map((c) => (
                    <th
                      key={c.header}
                      scope="col"
                      className={`px-2 py-1.5 ${c.numeric ? "text-right" : ""}`}
                    >
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {rows.map((row, i) => (
                  <tr key={i}>
                    {columns.map((c) => (
                      <td
                        key={c.header}
                        className={`px-2 py-1.5 ${c.numeric ? "text-right tabular-nums" : ""}`}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

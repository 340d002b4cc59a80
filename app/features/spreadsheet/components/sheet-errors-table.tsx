import type { SheetRowError } from "../sheet-model";

/** Every problem of the file, one line each: row, column, the server's message word for word. */
export function SheetErrorsTable({
  errors,
  title,
}: {
  errors: readonly SheetRowError[];
  title: string;
}) {
  if (errors.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-xl ring-1 ring-red-200">
      <h3 className="rounded-t-xl bg-red-50 px-3 py-2 text-sm font-bold text-red-800">{title}</h3>
      <div className="max-h-80 overflow-auto">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-white text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="w-14 px-3 py-2 border-b border-gray-200">
                Row
              </th>
              <th scope="col" className="px-3 py-2 border-b border-gray-200">
                Column
              </th>
              <th scope="col" className="px-3 py-2 border-b border-gray-200">
                Message
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {errors.map((error, i) => (
              <tr key={`${error.row}-${error.column}-${i}`}>
                <td className="px-3 py-2 align-top font-medium tabular-nums text-gray-900">
                  {error.row > 0 ? error.row : "—"}
                </td>
                <td className="px-3 py-2 align-top">
                  {error.column ? (
                    <span className="whitespace-nowrap rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-800">
                      {error.column}
                    </span>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="break-words px-3 py-2 align-top text-gray-800">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

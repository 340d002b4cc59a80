import { useEffect, useRef } from "react";
import type { BulkImportError } from "@domain/bulk-import";

/** The problems of a refused import, one row each (decision 022: index, name, field, message). */
export function ImportErrorsTable({ errors }: { errors: readonly BulkImportError[] }) {
  const ref = useRef<HTMLElement>(null);
  // The list sits below the button: on a phone, bring it into view when it appears.
  useEffect(() => {
    if (errors.length > 0) ref.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <section
      ref={ref}
      aria-labelledby="bulk-errors"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-red-200"
    >
      <h2 id="bulk-errors" className="font-bold text-red-800">
        {errors.length} {errors.length === 1 ? "problem" : "problems"} to fix — nothing was imported
      </h2>
      <div className="mt-3 max-h-96 overflow-auto">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-red-50 text-xs font-semibold uppercase tracking-wide text-red-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Product
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                Field
              </th>
              <th scope="col" className="px-3 py-2">
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {errors.map((error, i) => (
              <tr key={`${error.index}-${error.field}-${i}`}>
                <td className="px-2 py-2 align-top text-gray-500 sm:px-3">
                  {error.index >= 0 ? error.index + 1 : "—"}
                </td>
                <td className="px-3 py-2 font-medium text-gray-900">
                  {error.name}
                  {/* Phones: the field sits under the name instead of in its own column. */}
                  <code className="mt-0.5 block w-fit rounded bg-gray-100 px-1 text-xs font-normal sm:hidden">
                    {error.field}
                  </code>
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <code className="rounded bg-gray-100 px-1 text-xs">{error.field}</code>
                </td>
                <td className="break-words px-3 py-2 text-gray-700">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

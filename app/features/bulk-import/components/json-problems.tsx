import type { BulkImportError } from "@domain/bulk-import";

/** The loaded file's product problems, shown at once under the file (issue 10). */
export function JsonProblems({ problems }: { problems: readonly BulkImportError[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mt-3 rounded-xl ring-1 ring-red-200">
      <p className="rounded-t-xl bg-red-50 px-3 py-2 text-sm font-bold text-red-800">
        {problems.length} {problems.length === 1 ? "problem" : "problems"} in this file
      </p>
      <ul className="max-h-64 divide-y divide-gray-100 overflow-auto text-sm">
        {problems.map((problem, i) => (
          <li key={`${problem.index}-${problem.field}-${i}`} className="flex gap-2 px-3 py-2">
            <span className="w-8 shrink-0 tabular-nums text-gray-500">#{problem.index + 1}</span>
            <span className="min-w-0">
              <span className="font-medium text-gray-900">{problem.name}</span>{" "}
              <code className="rounded bg-gray-100 px-1 text-xs">{problem.field}</code>
              <span className="block break-words text-gray-700">{problem.message}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

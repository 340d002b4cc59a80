import { useEffect, useRef } from "react";

/** One problem of an import, as both screens list it. */
export interface ImportProblem {
  /** The product's place in the file (1-based) or its spreadsheet row; null when none. */
  at: number | null;
  /** The product's name (the JSON import names it; a spreadsheet row has its number). */
  product?: string;
  /** The field or column at fault; empty when the problem is the whole row's. */
  field: string;
  message: string;
}

const LOOKS = {
  // The JSON import's refusal: a card of its own under the steps, brought into view on a phone.
  card: {
    section: "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-red-200",
    heading: "font-bold text-red-800",
    scroll: "mt-3 max-h-96 overflow-auto",
    head: "sticky top-0 bg-red-50 text-xs font-semibold uppercase tracking-wide text-red-900",
    th: "px-3 py-2",
    columns: ["#", "Product", "Field", "Problem"],
  },
  // The spreadsheet's check: a panel inside the last step, titled by the screen.
  inset: {
    section: "rounded-xl ring-1 ring-red-200",
    heading: "rounded-t-xl bg-red-50 px-3 py-2 text-sm font-bold text-red-800",
    scroll: "max-h-80 overflow-auto",
    head: "sticky top-0 bg-white text-xs font-semibold uppercase tracking-wide text-gray-600",
    th: "px-3 py-2 border-b border-gray-200",
    columns: ["Row", "Column", "Message"],
  },
} as const;

/**
 * Every problem of an import, one row each, the server's words as they are: where (product or
 * row), which field or column, the message. A phone shows a product's field under its name.
 */
export function ImportErrorsTable({
  problems,
  title,
  look,
  headingId,
}: {
  problems: readonly ImportProblem[];
  title: string;
  look: keyof typeof LOOKS;
  /** The card's heading id (it labels the section); the inset panel is labelled by its title. */
  headingId?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const card = look === "card";
  // The card sits below the button: on a phone, bring it into view when it appears.
  useEffect(() => {
    if (card && problems.length > 0)
      ref.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [card, problems]);
  if (problems.length === 0) return null;
  const style = LOOKS[look];
  const Heading = card ? "h2" : "h3";
  return (
    <section
      ref={ref}
      aria-labelledby={card ? headingId : undefined}
      aria-label={card ? undefined : title}
      className={style.section}
    >
      <Heading id={card ? headingId : undefined} className={style.heading}>
        {title}
      </Heading>
      <div className={style.scroll}>
        <table className="w-full text-left text-sm">
          <thead className={style.head}>
            <tr>
              {style.columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={`${!card && i === 0 ? "w-14 " : ""}${card && i === 2 ? "hidden sm:table-cell " : ""}${style.th}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {problems.map((problem, i) =>
              card ? (
                <CardRow key={`${problem.at}-${problem.field}-${i}`} problem={problem} />
              ) : (
                <InsetRow key={`${problem.at}-${problem.field}-${i}`} problem={problem} />
              ),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CardRow({ problem }: { problem: ImportProblem }) {
  return (
    <tr>
      <td className="px-2 py-2 align-top text-gray-500 sm:px-3">{problem.at ?? "—"}</td>
      <td className="px-3 py-2 font-medium text-gray-900">
        {problem.product}
        {/* Phones: the field sits under the name instead of in its own column. */}
        <code className="mt-0.5 block w-fit rounded bg-gray-100 px-1 text-xs font-normal sm:hidden">
          {problem.field}
        </code>
      </td>
      <td className="hidden px-3 py-2 sm:table-cell">
        <code className="rounded bg-gray-100 px-1 text-xs">{problem.field}</code>
      </td>
      <td className="break-words px-3 py-2 text-gray-700">{problem.message}</td>
    </tr>
  );
}

function InsetRow({ problem }: { problem: ImportProblem }) {
  return (
    <tr>
      <td className="px-3 py-2 align-top font-medium tabular-nums text-gray-900">
        {problem.at ?? "—"}
      </td>
      <td className="px-3 py-2 align-top">
        {problem.field ? (
          <span className="whitespace-nowrap rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-800">
            {problem.field}
          </span>
        ) : (
          "—"
        )}
      </td>
      <td className="break-words px-3 py-2 align-top text-gray-800">{problem.message}</td>
    </tr>
  );
}

/**
 * One numbered step of an import screen (JSON or spreadsheet): a card whose heading carries
 * the step's number, with an optional part at the heading's end (a sample download).
 */
export function ImportStep({
  id,
  number,
  title,
  aside,
  spaced = false,
  busy,
  children,
}: {
  /** The heading's id: the section is labelled by it. */
  id: string;
  number: number;
  title: React.ReactNode;
  aside?: React.ReactNode;
  /** Space the step's parts apart (the last step: preview, progress, buttons). */
  spaced?: boolean;
  busy?: boolean;
  children: React.ReactNode;
}) {
  const heading = (
    <h2 id={id} className="font-bold text-gray-900">
      <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
        {number}
      </span>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={id}
      aria-busy={busy}
      className={`${spaced ? "space-y-4 " : ""}rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100`}
    >
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

import type { ReactNode } from "react";

export function SectionHeading({
  id,
  title,
  action,
}: {
  id: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    // Wraps on a narrow phone when a language has longer words than the row has room for.
    <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <h2 id={id} className="min-w-0 text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {action}
    </div>
  );
}

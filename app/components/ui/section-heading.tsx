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
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold text-gray-900">
        {title}
      </h2>
      {action}
    </div>
  );
}

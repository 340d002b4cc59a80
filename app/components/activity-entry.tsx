import { activityWords, type ActivityLine } from "~/lib/activity-words";

const KIND_STYLE: Record<ActivityLine["kind"], string> = {
  product: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  order: "bg-sky-50 text-sky-800 ring-sky-200",
  staff: "bg-violet-50 text-violet-800 ring-violet-200",
};

const KIND_LABEL: Record<ActivityLine["kind"], string> = {
  product: "Product",
  order: "Order",
  staff: "Staff",
};

/** One line of the activity trail: what happened, when (Manila time), and its details. */
export function ActivityEntry({
  line,
  showKind = true,
}: {
  line: ActivityLine;
  showKind?: boolean;
}) {
  const words = activityWords(line);
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="activity-line">
      <div className="flex items-start gap-2">
        {showKind ? (
          <span
            className={`mt-0.5 w-[4.25rem] shrink-0 rounded-full py-0.5 text-center text-[11px] font-semibold ring-1 ${KIND_STYLE[line.kind] ?? KIND_STYLE.staff}`}
          >
            {KIND_LABEL[line.kind] ?? line.kind}
          </span>
        ) : null}
        <p className="min-w-0 break-words text-sm text-gray-900">{words.text}</p>
      </div>
      {words.details.length > 0 ? (
        <ul className={`space-y-0.5 text-xs text-gray-600 ${showKind ? "pl-[4.75rem]" : ""}`}>
          {words.details.map((detail, i) => (
            <li key={i} className="break-words">
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
      <time
        dateTime={line.createdAt}
        className={`text-xs text-gray-500 ${showKind ? "pl-[4.75rem]" : ""}`}
      >
        {words.when}
      </time>
    </li>
  );
}

import { useEffect, useRef, useState } from "react";
import { SearchIcon } from "~/components/ui/icons";
import { DATE_PRESETS, type DatePreset } from "../day-range";

export const SEARCH_DEBOUNCE_MS = 350;

export interface FinderValue {
  q: string;
  preset: DatePreset;
  from: string;
  to: string;
}

/**
 * Find orders (issue 9 §4): order number, customer name, phone, landmark or note to the
 * rider (searched on the server, debounced while typing) and a day filter in Manila time.
 */
export function OrdersFinder({
  value,
  onChange,
}: {
  value: FinderValue;
  onChange: (next: Partial<FinderValue>) => void;
}) {
  const [text, setText] = useState(value.q);
  const latest = useRef(onChange);
  latest.current = onChange;

  // The box follows the URL (back button, a cleared search).
  useEffect(() => setText(value.q), [value.q]);

  useEffect(() => {
    if (text.trim() === value.q) return;
    const timer = setTimeout(() => latest.current({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value.q]);

  return (
    <div role="search" className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
      <label className="relative block flex-1 sm:min-w-[16rem]">
        <span className="sr-only">Search orders</span>
        <SearchIcon
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-400"
        />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Order number, name, phone, landmark or note"
          className="h-11 w-full rounded-xl border border-gray-300 bg-white pl-10 pr-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <span className="shrink-0 font-medium">Date</span>
        <select
          value={value.preset}
          onChange={(e) => onChange({ preset: e.target.value as DatePreset })}
          className="h-11 flex-1 rounded-xl border border-gray-300 bg-white px-3 text-sm sm:flex-none"
        >
          {DATE_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      {value.preset === "custom" ? (
        <div className="flex gap-2">
          <label className="flex flex-1 flex-col text-xs font-medium text-gray-600">
            From
            <input
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => onChange({ from: e.target.value })}
              className="h-11 rounded-xl border border-gray-300 bg-white px-2 text-sm text-gray-900"
            />
          </label>
          <label className="flex flex-1 flex-col text-xs font-medium text-gray-600">
            To
            <input
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(e) => onChange({ to: e.target.value })}
              className="h-11 rounded-xl border border-gray-300 bg-white px-2 text-sm text-gray-900"
            />
          </label>
        </div>
      ) : null}
    </div>
  );
}

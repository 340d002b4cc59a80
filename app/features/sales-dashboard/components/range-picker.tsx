import { useState, type FormEvent } from "react";
import type { DashboardPreset, DashboardQuery } from "../types";

const PRESETS: { value: DashboardPreset; label: string }[] = [
  { value: "today", label: "Today" },
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
];

const chip = (active: boolean) =>
  `h-10 rounded-lg px-3 text-sm font-semibold ring-1 ${active ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-gray-700 ring-gray-300 hover:bg-gray-50"}`;

/** Today, 7 or 30 days, or a range of Manila days (the server checks the range). */
export function RangePicker({
  query,
  shown,
  onChange,
}: {
  query: DashboardQuery;
  /** The days the answer covered, to start the custom fields from. */
  shown: { from: string; to: string } | null;
  onChange: (query: DashboardQuery) => void;
}) {
  const custom = "from" in query;
  const [open, setOpen] = useState(custom);
  const [from, setFrom] = useState(custom ? query.from : (shown?.from ?? ""));
  const [to, setTo] = useState(custom ? query.to : (shown?.to ?? ""));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (from && to) onChange({ from, to });
  };

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <button
            key={p.value}
            type="button"
            aria-pressed={!custom && query.range === p.value}
            className={chip(!custom && query.range === p.value)}
            onClick={() => {
              setOpen(false);
              onChange({ range: p.value });
            }}
          >
            {p.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          aria-expanded={open}
          className={chip(custom)}
          onClick={() => {
            if (!open && shown && !custom)
              [setFrom, setTo].forEach((set, i) => set(i ? shown.to : shown.from));
            setOpen(!open);
          }}
        >
          Custom…
        </button>
      </div>
      {open && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-xs font-medium text-gray-600">
            From
            <input
              type="date"
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900"
            />
          </label>
          <label className="flex flex-col text-xs font-medium text-gray-600">
            To
            <input
              type="date"
              required
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900"
            />
          </label>
          <button
            type="submit"
            className="h-10 rounded-lg bg-gray-900 px-4 text-sm font-semibold text-white hover:bg-gray-700"
          >
            Show
          </button>
        </form>
      )}
    </div>
  );
}

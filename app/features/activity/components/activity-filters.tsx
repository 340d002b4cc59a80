import type { ActivityFilters, Person } from "../api";

const KINDS = [
  { value: "", label: "Everything" },
  { value: "product", label: "Products" },
  { value: "order", label: "Orders" },
  { value: "staff", label: "Staff" },
];

const control =
  "h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";

/** Who, what and which days: each change is one new query of the trail. */
export function ActivityFiltersBar({
  filters,
  people,
  onChange,
}: {
  filters: ActivityFilters;
  people: Person[];
  onChange: (patch: Partial<ActivityFilters>) => void;
}) {
  const active = Object.values(filters).some(Boolean);
  return (
    <form
      role="search"
      aria-label="Filter the activity"
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-2 gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 md:grid-cols-[1fr_1fr_auto_auto_auto] md:items-end"
    >
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        Person
        <select
          className={control}
          value={filters.person ?? ""}
          onChange={(e) => onChange({ person: e.target.value || undefined })}
        >
          <option value="">Everyone</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        Kind
        <select
          className={control}
          value={filters.kind ?? ""}
          onChange={(e) => onChange({ kind: e.target.value || undefined })}
        >
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        From
        <input
          type="date"
          className={control}
          value={filters.from ?? ""}
          max={filters.to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        To
        <input
          type="date"
          className={control}
          value={filters.to ?? ""}
          min={filters.from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </label>
      <button
        type="button"
        disabled={!active}
        onClick={() =>
          onChange({ person: undefined, kind: undefined, from: undefined, to: undefined })
        }
        className="col-span-2 h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-40 md:col-span-1"
      >
        Clear
      </button>
    </form>
  );
}

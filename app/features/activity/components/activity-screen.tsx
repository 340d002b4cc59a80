import { useSearchParams } from "react-router";
import { isCalendarDay } from "@domain/manila-time";
import { ActivityEntry } from "~/components/activity-entry";
import { Button } from "~/components/ui/button";
import { LoadFailed } from "~/components/ui/load-failed";
import type { ActivityFilters } from "../api";
import { useActivity, usePeople } from "../hooks/use-activity";
import { ActivityFiltersBar } from "./activity-filters";

const KINDS = new Set(["product", "order", "staff"]);

/** The filters as the address bar holds them; anything the API would refuse is left out. */
function filtersOf(params: URLSearchParams): ActivityFilters {
  const day = (name: string) => {
    const v = params.get(name) ?? "";
    return isCalendarDay(v) ? v : undefined;
  };
  const kind = params.get("kind") ?? "";
  let from = day("from");
  const to = day("to");
  if (from && to && from > to) from = undefined;
  return {
    person: params.get("person")?.slice(0, 100) || undefined,
    kind: KINDS.has(kind) ? kind : undefined,
    from,
    to,
  };
}

function Skeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-gray-100">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="space-y-2 py-3">
          <div className="h-4 w-3/4 animate-pulse rounded bg-gray-200" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-gray-100" />
        </li>
      ))}
    </ul>
  );
}

/** /seller/activity (owner): who changed what and when, newest first, filtered and paged. */
export function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const people = usePeople();
  const trail = useActivity(filters);

  function change(patch: Partial<ActivityFilters>) {
    const next = { ...filters, ...patch };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) search.set(k, v);
    setParams(search, { replace: true });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Activity</h1>
        <p className="text-sm text-gray-600">
          Who changed products, orders and staff, and when (Manila time).
        </p>
      </div>
      <ActivityFiltersBar filters={filters} people={people} onChange={change} />
      <section
        aria-label="Activity"
        aria-busy={trail.entries === null && !trail.failed}
        className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-gray-100"
      >
        {trail.failed ? (
          <div className="py-4">
            <LoadFailed what="activity" onRetry={trail.retry} />
          </div>
        ) : trail.entries === null ? (
          <>
            <p className="sr-only" role="status">
              Loading the activity…
            </p>
            <Skeleton />
          </>
        ) : trail.entries.length === 0 ? (
          <p className="py-10 text-center text-sm text-gray-600" role="status">
            {Object.values(filters).some(Boolean)
              ? "Nothing was changed that matches these filters."
              : "Nothing has been changed yet. Product edits, order moves and staff changes will show here."}
          </p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {trail.entries.map((line) => (
              <ActivityEntry key={line.id} line={line} />
            ))}
          </ul>
        )}
      </section>
      {trail.entries && (trail.hasMore || trail.moreFailed) ? (
        <div className="flex flex-col items-center gap-2 pb-4">
          {trail.moreFailed ? (
            <p role="alert" className="text-sm text-red-700">
              The next page could not be loaded.
            </p>
          ) : null}
          <Button variant="outline" busy={trail.loadingMore} onClick={() => void trail.loadMore()}>
            {trail.moreFailed ? "Try again" : "Load more"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

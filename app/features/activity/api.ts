// Calls of the activity trail (owner): one page of lines under the screen's filters, and the
// people to filter by.
import { http } from "~/lib/http";
import type { ActivityLine } from "~/lib/activity-words";

export interface ActivityFilters {
  person?: string;
  kind?: string;
  from?: string;
  to?: string;
}

export interface ActivityPage {
  entries: ActivityLine[];
  nextCursor: string | null;
}

export interface Person {
  id: string;
  name: string;
  role: string;
}

export const PAGE_SIZE = 30;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== "") search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** GET /api/seller/activity: newest first, the page after `cursor`. */
export async function fetchActivity(
  filters: ActivityFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const reply = await http.get<Partial<ActivityPage>>(
    `/api/seller/activity${query({ ...filters, cursor: cursor ?? undefined, limit: PAGE_SIZE })}`,
    { signal, quiet: true },
  );
  return { entries: reply.entries ?? [], nextCursor: reply.nextCursor ?? null };
}

/** GET /api/seller/activity/people. */
export async function fetchPeople(signal?: AbortSignal): Promise<Person[]> {
  const reply = await http.get<{ people?: Person[] }>("/api/seller/activity/people", {
    signal,
    quiet: true,
  });
  return reply.people ?? [];
}

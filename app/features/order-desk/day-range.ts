// Days of the store in Asia/Manila (UTC+8, no daylight saving) as the API takes them:
// YYYY-MM-DD. The date filter's presets turn into a from/to pair of such days.

import { addDays, isCalendarDay, manilaDayOf } from "@domain/manila-time";

/** The Manila calendar day of an instant, "2026-11-24". */
export function manilaDay(at: number | Date = Date.now()): string {
  return manilaDayOf(typeof at === "number" ? new Date(at) : at);
}

/** The day `n` days before `day` (both YYYY-MM-DD). */
export const daysBefore = (day: string, n: number): string => addDays(day, -n);

export const isDay = (x: unknown): x is string => typeof x === "string" && isCalendarDay(x);

export const DATE_PRESETS = [
  { value: "any", label: "Any date" },
  { value: "today", label: "Today" },
  { value: "yesterday", label: "Yesterday" },
  { value: "7d", label: "Last 7 days" },
  { value: "custom", label: "Custom range" },
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number]["value"];

export const isDatePreset = (x: unknown): x is DatePreset =>
  DATE_PRESETS.some((p) => p.value === x);

/** The from/to days of a preset (custom: the given days, each optional). */
export function presetRange(
  preset: DatePreset,
  now: number,
  custom: { from?: string | null; to?: string | null } = {},
): { from?: string; to?: string } {
  const today = manilaDay(now);
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const y = daysBefore(today, 1);
      return { from: y, to: y };
    }
    case "7d":
      return { from: daysBefore(today, 6), to: today };
    case "custom": {
      const range: { from?: string; to?: string } = {};
      if (isDay(custom.from)) range.from = custom.from;
      if (isDay(custom.to)) range.to = custom.to;
      return range;
    }
    default:
      return {};
  }
}

/** "Tue, Nov 24, 2026" for a YYYY-MM-DD day. */
export function formatDay(day: string): string {
  if (!isDay(day)) return day;
  const d = new Date(`${day}T00:00:00Z`);
  const WEEK = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const MONTHS = [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ];
  return `${WEEK[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

import { z } from "zod";
import {
  DASHBOARD_PRESETS,
  type DashboardPreset,
  type DashboardRange,
} from "@domain/sales-dashboard";
import { addDays, isCalendarDay, manilaDayOf, manilaDayStart } from "@domain/manila-time";

export const DASHBOARD_MESSAGES = {
  FETCHED: "Sales dashboard fetched",
  RANGE_OR_DAYS: "Give either range or from and to, not both",
  FROM_AND_TO: "from and to go together: give both days, or neither",
  FROM_AFTER_TO: "from must not be after to",
  TOO_LONG: "The date range may cover at most 366 days",
} as const;

const PRESET_DAYS: Record<DashboardPreset, number> = { today: 1, "7d": 7, "30d": 30 };

export const MAX_RANGE_DAYS = 366;

const day = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .refine(isCalendarDay, `${field} must be a real date written YYYY-MM-DD`);

/** Number of Manila days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((manilaDayStart(to).getTime() - manilaDayStart(from).getTime()) / 86_400_000) + 1
  );
}

/** Query of GET /api/seller/dashboard and /api/seller/dashboard.csv. */
export const DashboardQuerySchema = z
  .object({
    range: z
      .enum(DASHBOARD_PRESETS, { error: 'range must be "today", "7d" or "30d"' })
      .optional()
      .describe("today, or the last 7 or 30 Manila days, today included (default today)"),
    from: day("from").optional().describe("First day, Asia/Manila, inclusive (with to)"),
    to: day("to").optional().describe("Last day, Asia/Manila, inclusive (with from)"),
  })
  .superRefine((q, ctx) => {
    // A day that failed its own check has been reported already: compare only real days.
    if ((q.from && !isCalendarDay(q.from)) || (q.to && !isCalendarDay(q.to))) return;
    if (q.range && (q.from || q.to)) {
      ctx.addIssue({ code: "custom", message: DASHBOARD_MESSAGES.RANGE_OR_DAYS, path: ["range"] });
    } else if (!q.from !== !q.to) {
      ctx.addIssue({
        code: "custom",
        message: DASHBOARD_MESSAGES.FROM_AND_TO,
        path: [q.from ? "to" : "from"],
      });
    } else if (q.from && q.to && q.from > q.to) {
      ctx.addIssue({ code: "custom", message: DASHBOARD_MESSAGES.FROM_AFTER_TO, path: ["from"] });
    } else if (q.from && q.to && daysInRange(q.from, q.to) > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", message: DASHBOARD_MESSAGES.TOO_LONG, path: ["to"] });
    }
  });

export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** The Manila days a (valid) query covers; presets end today. */
export function resolveRange(query: DashboardQuery, now = new Date()): DashboardRange {
  if (query.from && query.to) {
    return {
      from: query.from,
      to: query.to,
      days: daysInRange(query.from, query.to),
      preset: "custom",
    };
  }
  const preset = query.range ?? "today";
  const to = manilaDayOf(now);
  const days = PRESET_DAYS[preset];
  return { from: addDays(to, 1 - days), to, days, preset };
}

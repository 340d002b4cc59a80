// Times on the orders screen are read in the store's own time zone, Asia/Manila (UTC+8, no
// daylight saving). Formatted by hand, not with Intl: the server's and the phone's locale data
// differ (e.g. a narrow no-break space before "PM"), and any difference is a hydration mismatch.

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function manilaParts(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const d = new Date(date.getTime() + MANILA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
  };
}

/** "3:05 PM" in Manila. */
export function formatManilaTime(iso: string): string {
  const p = manilaParts(iso);
  if (!p) return "";
  const hour12 = p.hours % 12 === 0 ? 12 : p.hours % 12;
  return `${hour12}:${String(p.minutes).padStart(2, "0")} ${p.hours < 12 ? "AM" : "PM"}`;
}

/** "Jun 5, 2025" in Manila. */
export function formatManilaDate(iso: string): string {
  const p = manilaParts(iso);
  return p ? `${MONTHS[p.month]} ${p.day}, ${p.year}` : "";
}

/** "Jun 5, 2025, 3:05 PM" in Manila. */
export function formatManilaDateTime(iso: string): string {
  const date = formatManilaDate(iso);
  return date ? `${date}, ${formatManilaTime(iso)}` : "";
}

// The store's clock (Sorsogon City: Asia/Manila, UTC+8 all year, no daylight saving): calendar
// days for the order desk's date filters, day summary and slip, and how times read on the
// order screens, slips and reports. Pure: used by server and browser.

export const STORE_TIME_ZONE = "Asia/Manila";
const OFFSET_MS = 8 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  const m = DAY_PATTERN.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2999) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The instant a Manila day begins (00:00 +08:00). */
export function manilaDayStart(day: string): Date {
  const m = DAY_PATTERN.exec(day);
  if (!m || !isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - OFFSET_MS);
}

/** The instant the next Manila day begins: a day's orders are in [start, end). */
export function manilaDayEnd(day: string): Date {
  return new Date(manilaDayStart(day).getTime() + DAY_MS);
}

/** The Manila calendar day of an instant, YYYY-MM-DD. */
export function manilaDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** A day `n` days after (or before, n < 0) the given one. */
export function addDays(day: string, n: number): string {
  return manilaDayOf(new Date(manilaDayStart(day).getTime() + n * DAY_MS));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

// Formatted by hand, not with Intl: the server's and the phone's locale data differ (e.g. a
// narrow no-break space before "PM"), and any difference is a hydration mismatch.
function manilaParts(instant: Date | string) {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const d = new Date(date.getTime() + OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
  };
}

/** "3:05 PM" in Manila; "" when the instant is unreadable. */
export function formatManilaTime(instant: Date | string): string {
  const p = manilaParts(instant);
  if (!p) return "";
  const hour12 = p.hours % 12 === 0 ? 12 : p.hours % 12;
  return `${hour12}:${String(p.minutes).padStart(2, "0")} ${p.hours < 12 ? "AM" : "PM"}`;
}

/** "Jun 5, 2025" in Manila; "" when the instant is unreadable. */
export function formatManilaDate(instant: Date | string): string {
  const p = manilaParts(instant);
  return p ? `${MONTHS[p.month]} ${p.day}, ${p.year}` : "";
}

/** "Nov 24, 2026, 3:05 PM" in Manila, whatever the machine's zone; "" when unreadable. */
export function formatManilaDateTime(instant: Date | string): string {
  const date = formatManilaDate(instant);
  return date ? `${date}, ${formatManilaTime(instant)}` : "";
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "June 25, 2025" → "2025-06-25" for <time dateTime>; null when the text is not such a date. */
export function isoDateFromLongDate(text: string): string | null {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, monthName, day, year] = match;
  const month = MONTHS.indexOf(monthName ?? "") + 1;
  const dayNumber = Number(day);
  if (month === 0 || dayNumber < 1 || dayNumber > 31) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(dayNumber).padStart(2, "0")}`;
}

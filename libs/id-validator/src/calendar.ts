/** The calendar date (UTC) of an instant as `YYYY-MM-DD`: documents carry dates, not instants. */
export function isoDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whether year/month/day name a day that exists in the Gregorian calendar (rejects 31 April, 29 February 2023). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` of a real date, or null. */
export function formatIsoDate(year: number, month: number, day: number): string | null {
  if (!isRealDate(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole years from `from` to `to` (both `YYYY-MM-DD`), counting a year only once its anniversary is reached. */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years -= 1;
  return years;
}

import { formatIsoDate, isoDateOf } from '../calendar.ts';

/** What an MRZ date stands for decides its century: births and issues lie in the past, expiries may lie ahead. */
export type MrzDateKind = 'birth' | 'issue' | 'expiry';

/**
 * How far ahead an expiry may lie before a two-digit year is read as the previous century. No
 * travel or identity document is issued for more than ~10–15 years, so 20 leaves margin while
 * still reading `95` as 1995 in 2026.
 */
export const maxYearsToExpiry = 20;

/**
 * Resolves an MRZ `YYMMDD` date to `YYYY-MM-DD`, or null when it is not a real calendar date
 * (ICAO lets unknown parts be written `<<`, which also gives null).
 */
export function resolveMrzDate(raw: string, { kind, today }: { kind: MrzDateKind; today: Date }): string | null {
  if (!/^[0-9]{6}$/.test(raw)) return null;
  const yy = Number(raw.slice(0, 2));
  const month = Number(raw.slice(2, 4));
  const day = Number(raw.slice(4, 6));
  const todayIso = isoDateOf(today);
  const currentYear = Number(todayIso.slice(0, 4));
  const century = Math.floor(currentYear / 100) * 100;
  const candidates = [century - 100 + yy, century + yy, century + 100 + yy];
  const chosen =
    kind === 'expiry'
      ? candidates.filter((year) => year <= currentYear + maxYearsToExpiry).at(-1)
      : candidates.filter((year) => {
          const iso = formatIsoDate(year, month, day);
          return iso !== null ? iso <= todayIso : year <= currentYear;
        }).at(-1);
  return chosen === undefined ? null : formatIsoDate(chosen, month, day);
}

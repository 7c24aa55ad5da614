import { formatDate } from '../../../lib/format';

/** "Sat 21 Nov" for a calendar day given as YYYY-MM-DD (read as that day, not shifted by zones), in the reader's language. */
export function formatDay(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return formatDate(Date.UTC(year, month - 1, date), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A moment (ISO time) as a short local date, in the reader's language. */
export function formatMoment(iso: string): string {
  return formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
}

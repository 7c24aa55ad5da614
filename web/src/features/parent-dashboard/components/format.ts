/** "Sat 21 Nov" for a calendar day given as YYYY-MM-DD (read as that day, not shifted by zones). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A moment (ISO time) as a short local date. */
export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

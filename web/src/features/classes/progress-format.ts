import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
/** "1 h 5 min", "12 min", "under a minute", "–" for none: time spent, in a teacher's words. */
export function timeSpent(seconds: number): string {
  if (seconds <= 0) return '–';
  if (seconds < 60) return i18n._(msg`under a minute`);
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "+12", "−5" (a true minus sign), "±0". */
export function signedChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '±0';
}

/** "80%", or "–" when there was no try to count. */
export function percent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value)}%`;
}

/** The table's caption for a window: "today", "the last 7 days". */
export function windowInWords(days: number): string {
  return days === 1 ? i18n._(msg`today`) : i18n._(msg`the last ${days} days`);
}

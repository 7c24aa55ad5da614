import { msg, plural } from '@lingui/core/macro';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';

const DAY_MS = 24 * 60 * 60_000;

/** "3 December": a day in the reader's own words. */
export function dayText(iso: string): string {
  return formatDate(iso, { day: 'numeric', month: 'long' });
}

/**
 * How long the invitation still works, for the teacher: "Works for 6 more days (until 3
 * December)", "Works until 15:00 today" on its last day, "Expired on 3 December" after.
 */
export function expiryText(expiresAt: string, now = Date.now()): string {
  const left = Date.parse(expiresAt) - now;
  const day = dayText(expiresAt);
  if (left <= 0) return i18n._(msg`Expired on ${day}`);
  if (left < DAY_MS) {
    const time = formatDate(expiresAt, { hour: '2-digit', minute: '2-digit' });
    return new Date(expiresAt).toDateString() === new Date(now).toDateString()
      ? i18n._(msg`Works until ${time} today`)
      : i18n._(msg`Works until ${time} tomorrow`);
  }
  const days = Math.max(1, Math.round(left / DAY_MS));
  return i18n._(msg`Works for ${plural(days, { one: '# more day', other: '# more days' })} (until ${day})`);
}

/** The full link a teacher hands out: this site's address and the invitation's page. */
export function invitationLink(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * The invitation code as a child types it: only letters and digits, upper case, at most 8, with
 * the dash after the fourth as on the teacher's note ("abcd efgh" -> "ABCD-EFGH").
 */
export function typedInvitationCode(typed: string): string {
  const plain = typed
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 8);
  return plain.length > 4 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
}

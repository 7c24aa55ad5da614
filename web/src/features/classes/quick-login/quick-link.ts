import { msg } from '@lingui/core/macro';
import { intlLocale } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { QUICK_LOGIN_FRAGMENT, quickCodeSchema } from '@chess-quest/protocol/classes';

/**
 * The sign-in link in a card's QR code. The code rides in the fragment (#quick=...), which a
 * browser never sends to a server nor puts in a Referer (decision 036).
 */
export function quickLoginLink(origin: string, code: string): string {
  return `${origin}/class-login#${QUICK_LOGIN_FRAGMENT}=${code}`;
}

/** The code in a location hash such as "#quick=ABCD2345", checked; null when there is none or it is not a code. */
export function quickCodeFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = params.get(QUICK_LOGIN_FRAGMENT);
  if (!raw) return null;
  const parsed = quickCodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** "until 14:30" today, otherwise "until Tue 3 Mar, 14:30", in the device's own time. */
export function untilWords(expiresAt: string, now = new Date()): string {
  const end = new Date(expiresAt);
  const locale = intlLocale();
  const time = end.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (end.toDateString() === now.toDateString()) return i18n._(msg`until ${time} today`);
  const day = end.toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  return i18n._(msg`until ${day}, ${time}`);
}

const DAY_MS = 24 * 60 * 60_000;

/** "3 December": a day in the reader's own words. */
export function dayText(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });
}

/**
 * How long the invitation still works, for the teacher: "Works for 6 more days (until 3
 * December)", "Works until 15:00 today" on its last day, "Expired on 3 December" after.
 */
export function expiryText(expiresAt: string, now = Date.now()): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return `Expired on ${dayText(expiresAt)}`;
  if (left < DAY_MS) {
    const time = new Date(expiresAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    return `Works until ${time}${new Date(expiresAt).toDateString() === new Date(now).toDateString() ? ' today' : ' tomorrow'}`;
  }
  const days = Math.max(1, Math.round(left / DAY_MS));
  return `Works for ${days} more day${days === 1 ? '' : 's'} (until ${dayText(expiresAt)})`;
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

/**
 * What a tab keeps across its page loads (sessionStorage), for small lists of ids: the order
 * the puzzles were first seen in, the invitations already told. Storage may be missing,
 * refused (a private window) or full; then nothing is kept and nothing throws.
 */

/** The tab's sessionStorage, or null where the browser refuses it. */
export function tabStorage(target: Pick<Window, 'sessionStorage'> = window): Storage | null {
  try {
    return target.sessionStorage;
  } catch {
    return null;
  }
}

/** The list of strings kept under `key`; empty when there is none or it cannot be read. */
export function readIdList(storage: Pick<Storage, 'getItem'> | null, key: string): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps `ids` under `key`; a full or refused storage keeps nothing. */
export function writeIdList(storage: Pick<Storage, 'setItem'> | null, key: string, ids: readonly string[]): void {
  try {
    storage?.setItem(key, JSON.stringify(ids));
  } catch {
    // Nothing kept: the caller's list then holds for this page only.
  }
}

import { readIdList, tabStorage, writeIdList } from '../tab-storage';

// News a push brings to any screen (a new challenge, a puzzle-race invitation) is told once
// per tab, whether it came by push or by the read after a connection opened.

const TOLD_KEY = 'chess-quest.told-news';
/** The newest ids kept: far more than a child has invitations at once. */
const TOLD_KEPT = 100;

/**
 * The news already told in this tab, kept across its page loads (sessionStorage). Without
 * storage, once per page.
 */
export function readTold(storage: Pick<Storage, 'getItem'> | null): Set<string> {
  return new Set(readIdList(storage, TOLD_KEY));
}

export function writeTold(storage: Pick<Storage, 'setItem'> | null, told: Set<string>): void {
  writeIdList(storage, TOLD_KEY, [...told].slice(-TOLD_KEPT));
}

let toldNews: Set<string> | null = null;

/** This tab's told news: add an id, then `keepTold()`. */
export const toldInThisTab = (): Set<string> => (toldNews ??= readTold(tabStorage()));

/** Saves this tab's told news for its next pages. */
export function keepTold(): void {
  writeTold(tabStorage(), toldInThisTab());
}

/**
 * A tab opened before a new version went out asks for page code that is no longer there (every
 * file's name carries a hash of its content, and the server keeps only the newest build's). The
 * page then reloads once, by itself, and gets the new version's code: a child who taps Puzzles
 * sees the puzzles, not "Something went wrong". A second failure within a minute is not the new
 * version (the network, a broken file): the kind error screen shows as before, with its own
 * "Reload the page", and the tab never reloads over and over.
 */
import { tabStorage } from './tab-storage';

const RELOADED_AT_KEY = 'chess-quest.reloaded-for-new-code';
/** After one reload, how long a further failure shows the error screen instead. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

type Stamps = Pick<Storage, 'getItem' | 'setItem'>;

let reloading = false;

/** True once the page has started reloading: the error screen waits for the new page instead. */
export function isReloadingForNewCode(): boolean {
  return reloading;
}

/**
 * Whether a failed load of page code may reload the page now, noting the time when it may.
 * Without storage there is no way to tell a first failure from a tenth, so never.
 */
export function mayReload(stamps: Stamps | null, now: number): boolean {
  if (!stamps) return false;
  try {
    const last = Number(stamps.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && last > 0 && last <= now && now - last < RELOAD_AGAIN_AFTER_MS) return false;
    stamps.setItem(RELOADED_AT_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * Listens for Vite's `vite:preloadError`, sent when a lazily loaded page's code (or a file it
 * needs) cannot be fetched. The error still reaches the page's error boundary, which shows the
 * loading screen while the reload is under way (app/route-error.tsx).
 */
export function reloadForNewCode(target: Window = window): () => void {
  const onPreloadError = () => {
    if (reloading || !mayReload(tabStorage(target), Date.now())) return;
    reloading = true;
    target.location.reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

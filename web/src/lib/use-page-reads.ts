import { use, useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey, type FetchQueryOptions } from '@tanstack/react-query';

/** How long a page waits for its first reads before it shows itself with their loaders. */
export const PAGE_READS_CAP_MS = 1_500;
/** A finished wait is kept this long, so the renders right after it do not wait again. */
const KEEP_FINISHED_MS = 10_000;

/** A read's query options, as its `*QueryOptions()` in `web/src/api/` makes them. */
interface Read {
  queryKey: QueryKey;
  queryFn?: unknown;
}

const waits = new Map<string, Promise<void>>();
/** Pages on screen now: a page waits only before it first shows, never once it is up. */
const shown = new Map<string, number>();

function hasNoAnswer(client: QueryClient, read: Read): boolean {
  const state = client.getQueryState(read.queryKey);
  return !state || (state.data === undefined && state.status === 'pending');
}

/**
 * What a page has to wait for before it first shows: null when nothing (it is on screen
 * already, or every read has answered), else one promise for its missing reads, the same
 * one for every render of the wait. It resolves when each read has answered or failed
 * (prefetchQuery never throws), or after `capMs`, whichever comes first.
 */
export function pageReadsWait(client: QueryClient, page: string, reads: readonly Read[], capMs = PAGE_READS_CAP_MS): Promise<void> | null {
  if (shown.has(page)) return null;
  const missing = reads.filter((read) => hasNoAnswer(client, read));
  if (missing.length === 0) return null;
  const key = JSON.stringify([page, missing.map((read) => read.queryKey)]);
  let wait = waits.get(key);
  if (!wait) {
    let cap: ReturnType<typeof setTimeout> | undefined;
    const answered = Promise.all(missing.map((read) => client.prefetchQuery(read as FetchQueryOptions))).then(() => undefined);
    wait = Promise.race([answered, new Promise<void>((resolve) => (cap = setTimeout(resolve, capMs)))]).finally(() =>
      clearTimeout(cap),
    );
    // Forgotten a while after every read answered: a later visit waits afresh.
    void answered.then(() => setTimeout(() => waits.delete(key), KEEP_FINISHED_MS));
    waits.set(key, wait);
  }
  return wait;
}

/** Counts a page as on screen (returns the undo): from then on it never waits again. */
export function markShown(page: string): () => void {
  shown.set(page, (shown.get(page) ?? 0) + 1);
  return () => {
    const count = (shown.get(page) ?? 1) - 1;
    if (count > 0) shown.set(page, count);
    else shown.delete(page);
  };
}

/**
 * Waits for the page's first reads together, before the page first renders (issue 15,
 * decision 031).
 *
 * Without it a page rendered once per read as each answer came in: six renders for the
 * dashboard, each a long task on a phone, each repainting loaders. Here the page suspends
 * (the layout's one Suspense boundary keeps the loading screen up) until every read has
 * answered, or failed, or the cap has passed; then it renders once, with its data. React
 * renders a suspended page's retry in slices, so that render no longer blocks taps either.
 * A read that fails shows its own kind error in its section, as before; one still out after
 * the cap shows its section's loader. Once the page is on screen it never waits again: a
 * "Try again" shows the section's loader, not the loading screen.
 */
export function usePageReads(page: string, reads: readonly Read[], capMs = PAGE_READS_CAP_MS): void {
  const client = useQueryClient();
  useEffect(() => markShown(page), [page]);
  const wait = pageReadsWait(client, page, reads, capMs);
  if (wait) use(wait);
}

import type { ArenaStandingsPush, StandingRow, StandingsPage } from '@chess-quest/protocol/arenas';

// The standings a screen shows are one page of the table (STANDINGS_PAGE_SIZE rows). Pushes
// carry only the rows that changed, with their new ranks (issue 25: pushes stay small). These
// rules fold a push into the page held, and say when the page must be read again instead.

/** The server's order: more points first, then fewer games, then the rank it gave (joined first). */
export function byStanding(a: StandingRow, b: StandingRow): number {
  return b.points - a.points || a.games - b.games || a.rank - b.rank;
}

/** The ranks a page covers, from 1. */
export function pageRanks(page: Pick<StandingsPage, 'page' | 'pageSize'>): { first: number; last: number } {
  const first = (page.page - 1) * page.pageSize + 1;
  return { first, last: first + page.pageSize - 1 };
}

export interface MergedStandings {
  page: StandingsPage;
  /**
   * True when the push moved a row onto or off this page, so only a read of the page can say
   * who is on it now (the screen reads GET /api/arenas/:id/standings?page=N).
   */
  needsRead: boolean;
}

/**
 * Folds a standings push into the page held: a pushed row replaces the row of the same child,
 * a new child's row joins; the rows are sorted in the server's order. When the whole table is
 * on this page (the first page holds every player) the ranks are counted again here, since a
 * row that moved up pushes the others down without their rows being sent. On a later page,
 * or when a pushed rank crosses the page's edge, the answer says to read the page again.
 */
export function mergeStandings(held: StandingsPage, push: ArenaStandingsPush): MergedStandings {
  if (push.arenaId !== held.arenaId) return { page: held, needsRead: false };
  const { first, last } = pageRanks(held);
  const rows = new Map(held.rows.map((row) => [row.childId, row]));
  let needsRead = false;
  for (const row of push.rows) {
    const onPage = row.rank >= first && row.rank <= last;
    const wasHeld = rows.has(row.childId);
    if (wasHeld || onPage) rows.set(row.childId, row);
    // A row left the page: who took its place is not in the push.
    if (wasHeld && !onPage) needsRead = true;
  }
  // A row came onto a full page: one that was on it is now on the next.
  if (rows.size > held.pageSize) needsRead = true;
  // On a tie the pushed row goes first: its rank is the server's latest word.
  const pushed = new Set(push.rows.map((row) => row.childId));
  const sorted = [...rows.values()].sort((a, b) => byStanding(a, b) || Number(pushed.has(b.childId)) - Number(pushed.has(a.childId)));
  // Every player is on the first page, or nobody crossed this page's edge: the rows held are
  // exactly the page's, and their ranks are counted again (a row that moved up pushed the
  // others down without their rows being sent).
  const wholeTable = held.page === 1 && push.total <= held.pageSize;
  if (wholeTable || !needsRead) {
    return { page: { ...held, total: push.total, rows: sorted.map((row, index) => ({ ...row, rank: first + index })) }, needsRead: false };
  }
  // A row moved off the page is dropped; the read brings who is on it now.
  const kept = sorted.filter((row) => row.rank >= first && row.rank <= last).slice(0, held.pageSize);
  return { page: { ...held, total: push.total, rows: kept }, needsRead: true };
}

/** The page number a rank is on. */
export function pageOfRank(rank: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rank / pageSize));
}

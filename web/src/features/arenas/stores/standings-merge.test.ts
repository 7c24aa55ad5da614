import { describe, expect, it } from 'vitest';
import type { StandingRow, StandingsPage } from '@chess-quest/protocol/arenas';
import { mergeStandings, pageOfRank } from './standings-merge';

const row = (childId: string, rank: number, points: number, extra: Partial<StandingRow> = {}): StandingRow => ({
  rank,
  childId,
  username: `Player${childId}`,
  profileImageUrl: null,
  points,
  games: 1,
  wins: 0,
  streak: 0,
  onFire: false,
  status: 'waiting',
  ...extra,
});

const page = (rows: StandingRow[], options: Partial<StandingsPage> = {}): StandingsPage => ({
  arenaId: 'a1',
  page: 1,
  pageSize: 20,
  total: rows.length,
  rows,
  ...options,
});

describe('mergeStandings', () => {
  it('replaces the pushed row, sorts, and counts the ranks again when the whole table is on the page', () => {
    const held = page([row('a', 1, 4), row('b', 2, 2), row('c', 3, 0)]);
    // c won on fire: only c's row is pushed, with its new rank; a and b move down without being sent.
    const { page: merged, needsRead } = mergeStandings(held, {
      arenaId: 'a1',
      total: 3,
      rows: [row('c', 1, 6, { games: 3, streak: 2, onFire: true })],
    });
    expect(needsRead).toBe(false);
    expect(merged.rows.map((r) => [r.childId, r.rank, r.points])).toEqual([
      ['c', 1, 6],
      ['a', 2, 4],
      ['b', 3, 2],
    ]);
    expect(merged.rows[0]!.onFire).toBe(true);
  });

  it('breaks a tie in points by fewer games, as the server does', () => {
    const held = page([row('a', 1, 2, { games: 3 }), row('b', 2, 2, { games: 3 })]);
    const { page: merged } = mergeStandings(held, { arenaId: 'a1', total: 2, rows: [row('b', 1, 2, { games: 1 })] });
    expect(merged.rows.map((r) => r.childId)).toEqual(['b', 'a']);
  });

  it('adds a player who just joined and takes the new total', () => {
    const held = page([row('a', 1, 2)]);
    const { page: merged, needsRead } = mergeStandings(held, { arenaId: 'a1', total: 2, rows: [row('n', 2, 0, { games: 0 })] });
    expect(needsRead).toBe(false);
    expect(merged.total).toBe(2);
    expect(merged.rows.map((r) => [r.childId, r.rank])).toEqual([
      ['a', 1],
      ['n', 2],
    ]);
  });

  it('keeps a paused player on the table with the new status', () => {
    const held = page([row('a', 1, 2), row('b', 2, 0)]);
    const { page: merged } = mergeStandings(held, { arenaId: 'a1', total: 2, rows: [row('b', 2, 0, { status: 'paused' })] });
    expect(merged.rows.find((r) => r.childId === 'b')!.status).toBe('paused');
  });

  it('asks for a read when a row leaves a page of a bigger table (who takes its place was not pushed)', () => {
    const rows = Array.from({ length: 2 }, (_, i) => row(`p${i}`, 3 + i, 10 - i));
    const held = page(rows, { page: 2, pageSize: 2, total: 6 });
    const { page: merged, needsRead } = mergeStandings(held, { arenaId: 'a1', total: 6, rows: [row('p0', 1, 20)] });
    expect(needsRead).toBe(true);
    expect(merged.rows.map((r) => r.childId)).toEqual(['p1']);
  });

  it('asks for a read when a row comes onto a full page', () => {
    const held = page([row('a', 1, 8), row('b', 2, 6)], { pageSize: 2, total: 5 });
    const { page: merged, needsRead } = mergeStandings(held, { arenaId: 'a1', total: 5, rows: [row('z', 1, 10)] });
    expect(needsRead).toBe(true);
    expect(merged.rows.map((r) => r.childId)).toEqual(['z', 'a']);
  });

  it('on a page of a bigger table, moves within the page without a read and counts from its first rank', () => {
    const held = page([row('a', 3, 8), row('b', 4, 6)], { page: 2, pageSize: 2, total: 6 });
    const { page: merged, needsRead } = mergeStandings(held, { arenaId: 'a1', total: 6, rows: [row('b', 3, 9)] });
    expect(needsRead).toBe(false);
    expect(merged.rows.map((r) => [r.childId, r.rank])).toEqual([
      ['b', 3],
      ['a', 4],
    ]);
  });

  it('ignores a push for another arena', () => {
    const held = page([row('a', 1, 2)]);
    const result = mergeStandings(held, { arenaId: 'other', total: 9, rows: [row('x', 1, 50)] });
    expect(result.page).toBe(held);
    expect(result.needsRead).toBe(false);
  });
});

describe('pageOfRank', () => {
  it('finds the page a rank is on', () => {
    expect(pageOfRank(1, 20)).toBe(1);
    expect(pageOfRank(20, 20)).toBe(1);
    expect(pageOfRank(21, 20)).toBe(2);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { ArenaMe, ArenaSummary, ArenaView, StandingRow } from '@chess-quest/protocol/arenas';
import { useArenaStore } from './arena-store';

const summary = (overrides: Partial<ArenaSummary> = {}): ArenaSummary => ({
  id: 'a1',
  kind: 'class',
  name: 'Class arena',
  status: 'running',
  timeControl: '5+0',
  minutes: 10,
  startsAt: '2026-11-27T15:00:00.000Z',
  endsAt: '2026-11-27T15:10:00.000Z',
  minRating: null,
  maxRating: null,
  players: 2,
  podium: null,
  serverNow: '2026-11-27T15:01:00.000Z',
  ...overrides,
});

const row = (childId: string, rank: number, points: number): StandingRow => ({
  rank,
  childId,
  username: `Player${childId}`,
  profileImageUrl: null,
  points,
  games: 1,
  wins: points > 0 ? 1 : 0,
  streak: 0,
  onFire: false,
  status: 'waiting',
});

const me = (overrides: Partial<ArenaMe> = {}): ArenaMe => ({
  arenaId: 'a1',
  status: 'waiting',
  rank: 2,
  points: 0,
  games: 1,
  wins: 0,
  streak: 0,
  onFire: false,
  gameId: null,
  color: null,
  opponent: null,
  ...overrides,
});

const view = (): ArenaView => ({
  arena: summary(),
  me: me(),
  standings: { arenaId: 'a1', page: 1, pageSize: 20, total: 2, rows: [row('x', 1, 2), row('me', 2, 0)] },
});

describe('the arena store', () => {
  beforeEach(() => useArenaStore.setState({ byId: {}, pushedMe: {} }));

  it('keeps a pairing pushed while a read was on its way: the read cannot send the child back to waiting', () => {
    const sentAt = Date.now() - 50;
    // The server read the view (waiting), then paired the child; the push overtook the answer.
    useArenaStore.getState().applyMe(me({ status: 'playing', gameId: 'g1', color: 'black', opponent: 'Playerx' }));
    useArenaStore.getState().setView(view(), Date.now(), sentAt);
    expect(useArenaStore.getState().byId.a1!.me).toMatchObject({ status: 'playing', gameId: 'g1' });
    // A read asked for after the push is the newer word.
    useArenaStore.getState().setView(view(), Date.now() + 10, Date.now() + 5);
    expect(useArenaStore.getState().byId.a1!.me).toMatchObject({ status: 'waiting', gameId: null });
  });

  it('drops standings and status pushes for an arena no screen has read', () => {
    useArenaStore.getState().applyStandings({ arenaId: 'a1', total: 1, rows: [row('x', 1, 2)] });
    useArenaStore.getState().applySummary(summary());
    expect(useArenaStore.getState().byId).toEqual({});
  });

  it('keeps the clock offset of the view it was given', () => {
    useArenaStore.getState().setView(view(), Date.parse('2026-11-27T15:00:58.000Z'));
    expect(useArenaStore.getState().byId.a1!.clockOffsetMs).toBe(2000);
  });

  it('folds a standings push in, and the arena counts the players of the push', () => {
    useArenaStore.getState().setView(view());
    useArenaStore.getState().applyStandings({ arenaId: 'a1', total: 3, rows: [row('me', 1, 4), row('new', 3, 0)] });
    const held = useArenaStore.getState().byId.a1!;
    expect(held.standings.rows.map((r) => [r.childId, r.rank])).toEqual([
      ['me', 1],
      ['x', 2],
      ['new', 3],
    ]);
    expect(held.arena.players).toBe(3);
    expect(held.needsRead).toBe(false);
  });

  it('marks the page for a read when a push crosses its edge, until the page is read', () => {
    const big: ArenaView = { ...view(), standings: { arenaId: 'a1', page: 1, pageSize: 2, total: 5, rows: [row('x', 1, 6), row('me', 2, 4)] } };
    useArenaStore.getState().setView(big);
    useArenaStore.getState().applyStandings({ arenaId: 'a1', total: 5, rows: [row('z', 1, 8)] });
    expect(useArenaStore.getState().byId.a1!.needsRead).toBe(true);
    useArenaStore.getState().setStandings({ arenaId: 'a1', page: 1, pageSize: 2, total: 5, rows: [row('z', 1, 8), row('x', 2, 6)] });
    expect(useArenaStore.getState().byId.a1!.needsRead).toBe(false);
    expect(useArenaStore.getState().byId.a1!.standings.rows.map((r) => r.childId)).toEqual(['z', 'x']);
  });

  it('takes my new state (paired with a game) and the finished arena with its podium', () => {
    useArenaStore.getState().setView(view());
    useArenaStore.getState().applyMe(me({ status: 'playing', gameId: 'g1', color: 'white', opponent: 'Playerx' }));
    expect(useArenaStore.getState().byId.a1!.me).toMatchObject({ status: 'playing', gameId: 'g1' });
    useArenaStore.getState().applySummary(summary({ status: 'finished', podium: [row('x', 1, 2)] }));
    expect(useArenaStore.getState().byId.a1!.arena.podium).toHaveLength(1);
  });
});

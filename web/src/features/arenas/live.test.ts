import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArenaView, StandingRow } from '@chess-quest/protocol/arenas';
import type { ChessSocket } from '../../lib/socket/connection';
import { arenasLive } from './live';
import { useArenaStore } from './stores/arena-store';

const row = (childId: string, rank: number, points: number, onFire = false): StandingRow => ({
  rank,
  childId,
  username: `Player${childId}`,
  profileImageUrl: null,
  points,
  games: 1,
  wins: 0,
  streak: onFire ? 2 : 0,
  onFire,
  status: 'waiting',
});

const view: ArenaView = {
  arena: {
    id: '7d3c1b1e-3a55-4a1c-9a57-8a3f2f0c0b11',
    kind: 'class',
    name: 'Arena Club Arena',
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
  },
  me: null,
  standings: { arenaId: '7d3c1b1e-3a55-4a1c-9a57-8a3f2f0c0b11', page: 1, pageSize: 20, total: 2, rows: [row('a', 1, 2), row('b', 2, 0)] },
};
const arenaId = view.arena.id;

/** The handlers the live part subscribes, called as the server's pushes would be. */
function attached() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = { on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler) } as unknown as ChessSocket;
  arenasLive.attach?.(socket);
  return (event: string, payload: unknown) => handlers.get(event)?.(payload);
}

describe('the arenas live part', () => {
  beforeEach(() => useArenaStore.setState({ byId: {}, pushedMe: {} }));

  it('folds the pushed standings rows, the arena’s status and my state into the store', () => {
    useArenaStore.getState().setView(view);
    const push = attached();
    push('arena:standings', { arenaId, total: 2, rows: [row('b', 1, 4, true)] });
    expect(useArenaStore.getState().byId[arenaId]!.standings.rows.map((r) => [r.childId, r.rank, r.onFire])).toEqual([
      ['b', 1, true],
      ['a', 2, false],
    ]);
    push('arena:me', {
      arenaId,
      status: 'playing',
      rank: 1,
      points: 4,
      games: 2,
      wins: 2,
      streak: 2,
      onFire: true,
      gameId: 'g2',
      color: 'black',
      opponent: 'Playera',
    });
    expect(useArenaStore.getState().byId[arenaId]!.me?.gameId).toBe('g2');
    push('arena:update', { ...view.arena, status: 'finished', podium: [row('b', 1, 4, true), row('a', 2, 2)] });
    expect(useArenaStore.getState().byId[arenaId]!.arena.status).toBe('finished');
  });

  it('drops a malformed push instead of showing it', () => {
    useArenaStore.getState().setView(view);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    attached()('arena:standings', { arenaId, total: 'many', rows: [{ childId: 'x' }] });
    expect(useArenaStore.getState().byId[arenaId]!.standings.rows).toHaveLength(2);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

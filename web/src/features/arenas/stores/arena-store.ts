import { create } from 'zustand';
import type { ArenaMe, ArenaStandingsPush, ArenaSummary, ArenaView, StandingsPage } from '@chess-quest/protocol/arenas';
import { mergeStandings } from './standings-merge';

/** What one arena's screen shows, fed by the socket (pushes, the watch's answer) and REST reads. */
export interface ArenaLive {
  arena: ArenaSummary;
  /** Null until the child joins. */
  me: ArenaMe | null;
  standings: StandingsPage;
  /** Server clock minus this browser's, from the last summary's serverNow: the countdowns count with it. */
  clockOffsetMs: number;
  /** A push moved a row across the page's edge: the page is read again over REST. */
  needsRead: boolean;
}

interface ArenaState {
  byId: Record<string, ArenaLive>;
  /** The last arena:me push of each arena and when it came, held or not (see setView). */
  pushedMe: Record<string, { me: ArenaMe; atMs: number }>;
  /**
   * A whole view: the watch's answer, a REST read, a join. `sentAtMs` is when it was asked
   * for: an arena:me push that came after that is at least as new as the view's `me` (the
   * server may have read the view before a pairing whose push overtook the answer), so it is kept.
   */
  setView: (view: ArenaView, receivedAtMs?: number, sentAtMs?: number) => void;
  /** A standings page read again (REST). */
  setStandings: (page: StandingsPage) => void;
  applyStandings: (push: ArenaStandingsPush) => void;
  applySummary: (arena: ArenaSummary, receivedAtMs?: number) => void;
  applyMe: (me: ArenaMe) => void;
}

/** A read's `me`, unless a push came after the read was asked for. */
function newerMe(read: ArenaMe | null, pushed: { me: ArenaMe; atMs: number } | undefined, sentAtMs: number): ArenaMe | null {
  return pushed && pushed.atMs >= sentAtMs ? pushed.me : read;
}

const offsetOf = (arena: ArenaSummary, receivedAtMs: number) => Date.parse(arena.serverNow) - receivedAtMs;

/**
 * The live arenas of this tab. Standings and status pushes only change what is held (a push
 * for an arena the tab never read is dropped: its screen reads the whole view when it opens).
 */
export const useArenaStore = create<ArenaState>()((set) => ({
  byId: {},
  pushedMe: {},
  setView: (view, receivedAtMs = Date.now(), sentAtMs = receivedAtMs) =>
    set((state) => ({
      byId: {
        ...state.byId,
        [view.arena.id]: {
          arena: view.arena,
          me: newerMe(view.me, state.pushedMe[view.arena.id], sentAtMs),
          standings: view.standings,
          clockOffsetMs: offsetOf(view.arena, receivedAtMs),
          needsRead: false,
        },
      },
    })),
  setStandings: (page) =>
    set((state) => {
      const held = state.byId[page.arenaId];
      return held ? { byId: { ...state.byId, [page.arenaId]: { ...held, standings: page, needsRead: false } } } : state;
    }),
  applyStandings: (push) =>
    set((state) => {
      const held = state.byId[push.arenaId];
      if (!held) return state;
      const merged = mergeStandings(held.standings, push);
      const arena = { ...held.arena, players: push.total };
      return {
        byId: { ...state.byId, [push.arenaId]: { ...held, arena, standings: merged.page, needsRead: held.needsRead || merged.needsRead } },
      };
    }),
  applySummary: (arena, receivedAtMs = Date.now()) =>
    set((state) => {
      const held = state.byId[arena.id];
      return held ? { byId: { ...state.byId, [arena.id]: { ...held, arena, clockOffsetMs: offsetOf(arena, receivedAtMs) } } } : state;
    }),
  applyMe: (me) =>
    set((state) => {
      const held = state.byId[me.arenaId];
      const pushedMe = { ...state.pushedMe, [me.arenaId]: { me, atMs: Date.now() } };
      return held ? { pushedMe, byId: { ...state.byId, [me.arenaId]: { ...held, me } } } : { pushedMe };
    }),
}));

import { describe, expect, it } from 'vitest';
import { colours, pairWaiting, type PairingCandidate } from './pairing';

const NOW = 1_000_000;
const rules = { now: NOW, rematchAfterMs: 10_000 };
function player(childId: string, rank: number, extra: Partial<PairingCandidate> = {}): PairingCandidate {
  return { childId, rank, waitingSince: NOW - 3000, lastOpponentId: null, lastColor: null, whiteGames: 0, blackGames: 0, ...extra };
}
const pairsOf = (pairings: { whiteId: string; blackId: string }[]) => pairings.map((p) => [p.whiteId, p.blackId].sort().join('-')).sort();

describe('arena pairing', () => {
  it('pairs neighbours in the standings', () => {
    const pairs = pairWaiting([player('d', 4), player('a', 1), player('c', 3), player('b', 2)], rules);
    expect(pairsOf(pairs)).toEqual(['a-b', 'c-d']);
  });

  it('never pairs anyone twice in a wave, and pairs everyone of an even queue', () => {
    const many = Array.from({ length: 100 }, (_, i) => player(`p${String(i).padStart(3, '0')}`, i + 1));
    const pairs = pairWaiting(many, rules);
    const ids = pairs.flatMap((p) => [p.whiteId, p.blackId]);
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
  });

  it('avoids an immediate rematch when someone else is waiting', () => {
    const pairs = pairWaiting(
      [player('a', 1, { lastOpponentId: 'b' }), player('b', 2, { lastOpponentId: 'a' }), player('c', 3), player('d', 4)],
      rules,
    );
    expect(pairsOf(pairs)).toEqual(['a-c', 'b-d']);
  });

  it('lets the last opponents play again only once both have waited a while', () => {
    const justNow = [player('a', 1, { lastOpponentId: 'b' }), player('b', 2, { lastOpponentId: 'a' })];
    expect(pairWaiting(justNow, rules)).toEqual([]);
    const waited = justNow.map((p) => ({ ...p, waitingSince: NOW - 10_000 }));
    expect(pairsOf(pairWaiting(waited, rules))).toEqual(['a-b']);
  });

  it('leaves out the newest arrival of an odd queue', () => {
    const pairs = pairWaiting([player('a', 1), player('b', 2, { waitingSince: NOW - 100 }), player('c', 3)], rules);
    expect(pairsOf(pairs)).toEqual(['a-c']);
    expect(pairWaiting([player('a', 1)], rules)).toEqual([]);
  });

  it('balances colours: white to the one who had it less, then to the one who was black last', () => {
    expect(colours(player('a', 1, { whiteGames: 2, blackGames: 1 }), player('b', 2, { whiteGames: 1, blackGames: 1 }))).toEqual({
      whiteId: 'b',
      blackId: 'a',
    });
    expect(
      colours(
        player('a', 1, { whiteGames: 1, blackGames: 1, lastColor: 'black' }),
        player('b', 2, { whiteGames: 1, blackGames: 1, lastColor: 'white' }),
      ),
    ).toEqual({
      whiteId: 'a',
      blackId: 'b',
    });
    expect(colours(player('a', 1, { lastColor: 'white' }), player('b', 2))).toEqual({ whiteId: 'b', blackId: 'a' });
    expect(colours(player('a', 1), player('b', 2, { lastColor: 'white' }))).toEqual({ whiteId: 'a', blackId: 'b' });
    // Nothing to tell them apart: the higher placed plays white (the same on every node).
    expect(colours(player('b', 2), player('a', 1))).toEqual({ whiteId: 'a', blackId: 'b' });
  });

  it('keeps colours even over a run of waves', () => {
    const state = new Map(['a', 'b', 'c', 'd'].map((id, i) => [id, player(id, i + 1)]));
    for (let wave = 0; wave < 8; wave += 1) {
      for (const pair of pairWaiting([...state.values()], { now: NOW, rematchAfterMs: 0 })) {
        const w = state.get(pair.whiteId)!;
        const b = state.get(pair.blackId)!;
        state.set(w.childId, { ...w, whiteGames: w.whiteGames + 1, lastColor: 'white', lastOpponentId: b.childId });
        state.set(b.childId, { ...b, blackGames: b.blackGames + 1, lastColor: 'black', lastOpponentId: w.childId });
      }
    }
    for (const p of state.values()) expect(Math.abs(p.whiteGames - p.blackGames)).toBeLessThanOrEqual(1);
  });
});

import type { Color } from '@chess-quest/protocol/enums';

/** A waiting player as the pairing wave sees it. `rank` is its place in the standings (1 = top). */
export interface PairingCandidate {
  childId: string;
  rank: number;
  /** Since when it waits (ms since the epoch). */
  waitingSince: number;
  lastOpponentId: string | null;
  lastColor: Color | null;
  whiteGames: number;
  blackGames: number;
}

export interface Pairing {
  whiteId: string;
  blackId: string;
}

export interface PairingRules {
  /** Now, ms since the epoch. */
  now: number;
  /** Two players who just met are paired again only when both have waited this long. */
  rematchAfterMs: number;
}

/** True when `a` and `b` played each other in their last games. */
const justMet = (a: PairingCandidate, b: PairingCandidate) => a.lastOpponentId === b.childId || b.lastOpponentId === a.childId;

/**
 * Colours: to the one who has had white less often; at equal counts, to the one who was black
 * last; then to the one placed higher (a fixed rule, so a wave is the same on every node).
 */
export function colours(a: PairingCandidate, b: PairingCandidate): Pairing {
  const balance = a.whiteGames - a.blackGames - (b.whiteGames - b.blackGames);
  let aWhite: boolean;
  if (balance !== 0) aWhite = balance < 0;
  else if (a.lastColor !== b.lastColor && a.lastColor !== null && b.lastColor !== null) aWhite = a.lastColor === 'black';
  else if (a.lastColor !== b.lastColor) aWhite = a.lastColor === 'black' || b.lastColor === 'white';
  else aWhite = a.rank <= b.rank;
  return aWhite ? { whiteId: a.childId, blackId: b.childId } : { whiteId: b.childId, blackId: a.childId };
}

/**
 * Lichess's arena pairing in a simpler form. The waiting players are sorted by their standing
 * and each is paired with the nearest one below it that it did not just play; an immediate
 * rematch is allowed only once both have waited `rematchAfterMs` (nobody waits long because
 * the only other player free is the last opponent). With an odd number, the player who came
 * last to the queue sits this wave out (the others have waited longer).
 */
export function pairWaiting(candidates: readonly PairingCandidate[], rules: PairingRules): Pairing[] {
  let pool = [...candidates].sort((a, b) => a.rank - b.rank || a.childId.localeCompare(b.childId));
  if (pool.length % 2 === 1) {
    const newest = pool.reduce((latest, c) => (c.waitingSince > latest.waitingSince ? c : latest));
    pool = pool.filter((c) => c !== newest);
  }
  const waitedLong = (c: PairingCandidate) => rules.now - c.waitingSince >= rules.rematchAfterMs;
  const paired = new Set<string>();
  const pairings: Pairing[] = [];
  for (let i = 0; i < pool.length; i += 1) {
    const a = pool[i]!;
    if (paired.has(a.childId)) continue;
    let partner: PairingCandidate | null = null;
    for (let j = i + 1; j < pool.length; j += 1) {
      const b = pool[j]!;
      if (paired.has(b.childId)) continue;
      if (!justMet(a, b) || (waitedLong(a) && waitedLong(b))) {
        partner = b;
        break;
      }
    }
    if (!partner) continue;
    paired.add(a.childId);
    paired.add(partner.childId);
    pairings.push(colours(a, partner));
  }
  return pairings;
}

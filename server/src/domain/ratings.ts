import { inArray, sql } from 'drizzle-orm';
import { GENTLE_MAX_CHANGE, PROVISIONAL_GAMES } from '@chess-quest/protocol/multiplayer';
import type { Database, Tx } from '../db/client';
import { playerRatings } from '../db/schema/multiplayer';

// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013). Each finished game is
// its own rating period with one opponent: children play few games, and updating at once
// lets them see their new rating on the result screen.

export interface Glicko {
  rating: number;
  deviation: number;
  volatility: number;
}

export interface GlickoResult {
  opponent: Glicko;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

export const NEW_PLAYER: Glicko = { rating: 1000, deviation: 350, volatility: 0.06 };
/** The system constant τ: how fast volatility may move. Glickman suggests 0.3-1.2. */
export const TAU = 0.5;
const SCALE = 173.7178;
const CONVERGENCE = 0.000001;
/** A deviation never grows past a new player's. */
const MAX_DEVIATION = 350;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** One rating period for `player` (steps 2-8 of the paper). */
export function glicko2(player: Glicko, results: readonly GlickoResult[], tau = TAU): Glicko {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (results.length === 0) {
    const grown = Math.min(Math.sqrt(phi * phi + sigma * sigma) * SCALE, MAX_DEVIATION);
    return { ...player, deviation: grown };
  }

  let vInverse = 0;
  let deltaSum = 0;
  for (const { opponent, score } of results) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) ** 2 * e * (1 - e);
    deltaSum += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * deltaSum;

  // Step 5: the new volatility by the Illinois algorithm.
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > CONVERGENCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const newSigma = Math.exp(A / 2);

  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * deltaSum;
  return {
    rating: newMu * SCALE + 1500,
    deviation: Math.min(newPhi * SCALE, MAX_DEVIATION),
    volatility: newSigma,
  };
}

const RATING_FLOOR = 100;

/**
 * The rating a child keeps after a game (docs/decisions/017-gentle-ratings.md). While the
 * rating is provisional it is not shown, so Glicko-2 may move it freely to find the child's
 * level; once settled, one game moves it by at most GENTLE_MAX_CHANGE points either way.
 */
export function gentleRating(before: number, glicko: number, gamesPlayedBefore: number): number {
  const change = gamesPlayedBefore < PROVISIONAL_GAMES ? glicko - before : Math.max(-GENTLE_MAX_CHANGE, Math.min(GENTLE_MAX_CHANGE, glicko - before));
  return Math.max(RATING_FLOOR, Math.round(before + change));
}

/**
 * Rates a finished game inside the transaction that finishes it. The rows are locked so
 * two games ending at once for the same child cannot lose an update.
 */
export async function rateGame(tx: Tx, whiteId: string, blackId: string, whiteScore: number): Promise<{ whiteAfter: number; blackAfter: number }> {
  await tx
    .insert(playerRatings)
    .values([{ childId: whiteId }, { childId: blackId }])
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(playerRatings)
    .where(inArray(playerRatings.childId, [whiteId, blackId]))
    .orderBy(playerRatings.childId)
    .for('update');
  const current = (id: string): Glicko => {
    const row = rows.find((r) => r.childId === id);
    return row ? { rating: row.rating, deviation: row.ratingDeviation, volatility: row.volatility } : NEW_PLAYER;
  };
  const played = (id: string) => rows.find((r) => r.childId === id)?.gamesPlayed ?? 0;
  const white = current(whiteId);
  const black = current(blackId);
  const whiteNew = glicko2(white, [{ opponent: black, score: whiteScore }]);
  const blackNew = glicko2(black, [{ opponent: white, score: 1 - whiteScore }]);
  const whiteAfter = gentleRating(white.rating, whiteNew.rating, played(whiteId));
  const blackAfter = gentleRating(black.rating, blackNew.rating, played(blackId));
  for (const [childId, next, rating] of [
    [whiteId, whiteNew, whiteAfter],
    [blackId, blackNew, blackAfter],
  ] as const) {
    await tx
      .update(playerRatings)
      .set({
        rating,
        ratingDeviation: next.deviation,
        volatility: next.volatility,
        gamesPlayed: sql`${playerRatings.gamesPlayed} + 1`,
      })
      .where(sql`${playerRatings.childId} = ${childId}`);
  }
  return { whiteAfter, blackAfter };
}

/** Current ratings (new players 1000) of the given children. */
export async function ratingsOf(db: Database | Tx, ids: readonly string[]): Promise<Map<string, number>> {
  const map = new Map<string, number>(ids.map((id) => [id, NEW_PLAYER.rating]));
  if (ids.length === 0) return map;
  const rows = await db
    .select({ childId: playerRatings.childId, rating: playerRatings.rating })
    .from(playerRatings)
    .where(inArray(playerRatings.childId, [...ids]));
  for (const row of rows) map.set(row.childId, row.rating);
  return map;
}

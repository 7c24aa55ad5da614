/**
 * The buddy's move policy (issue 26, decision 042): the level policy at a strength that moves
 * with the child's results, with guards against absurd blunders, a little easing when far ahead,
 * and a character's style chosen among near-equal moves. Pure and seeded, like the level policy.
 */
import { applyUci, attackers, findPieces, other, parseFen, type Board, type PieceType } from './board';
import { scoreToCp } from './uci';
import { choosePolicyMove, LEVEL_PARAMS, hashString, createRng, type LevelParams, type PolicyCandidate, type ChoiceReason } from './level-policy';
import { BUDDY_MAX_STRENGTH, BUDDY_MIN_STRENGTH, BUDDY_START_STRENGTH, type BuddyStyle } from '@chess-quest/protocol/buddies';
import { PROVISIONAL_GAMES } from '@chess-quest/protocol/multiplayer';

// ---------------------------------------------------------------------------------------------
// Strength → level parameters

/** Weaker than Easy: notices few quiet moves, often lets a capture or a mate in one go by. */
const WEAKEST: LevelParams = {
  multiPv: 50,
  nodes: 60_000,
  visibility: 0.1,
  captureBonus: 0.25,
  badCaptureBonus: 0.25,
  checkBonus: 0.15,
  rescueBonus: 0,
  sacrificePenalty: 0,
  temperatureCp: 2500,
  hugeLossCp: 700,
  hugeLossFactor: 0.9,
  queenBlunderFactor: 0.3,
  mateInOneRate: 0.6,
  recaptureMaxLossCp: 300,
  recaptureRate: 0.6,
  freePieceMaxLossCp: 200,
  freePieceRate: 0.35,
  answersQueenThreat: false,
  openingPlies: 4,
  openingWindowCp: 60,
};

/** Close to a child's first games (the guards still stop absurd blunders): the scale's floor until run 4 of decision 042, now at 200. */
const FLOOR: LevelParams = {
  ...WEAKEST,
  visibility: 0.05,
  captureBonus: 0.15,
  badCaptureBonus: 0.3,
  temperatureCp: 5000,
  hugeLossFactor: 1,
  queenBlunderFactor: 0.5,
  recaptureRate: 0.3,
  freePieceRate: 0.15,
  openingPlies: 2,
};

/** Stronger than Hard: sees more, keeps to the best moves. */
const STRONGEST: LevelParams = {
  multiPv: 5,
  nodes: 150_000,
  visibility: 0.55,
  captureBonus: 0.2,
  badCaptureBonus: 0,
  checkBonus: 0.15,
  rescueBonus: 0.25,
  sacrificePenalty: 0.3,
  temperatureCp: 15,
  hugeLossCp: 300,
  hugeLossFactor: 0.05,
  queenBlunderFactor: 0.5,
  mateInOneRate: 1,
  recaptureMaxLossCp: 40,
  recaptureRate: 1,
  freePieceMaxLossCp: 30,
  freePieceRate: 1,
  answersQueenThreat: true,
  openingPlies: 12,
  openingWindowCp: 25,
};

/**
 * The bottom of the scale (decision 042, run 4): a child in its very first games. It notices
 * almost nothing on purpose, often misses a piece it could take, a recapture or a mate in one,
 * and sees every capture, good or bad. The guards still keep the queen from being given away
 * for a pawn or for nothing, and stop any loss of a queen's worth.
 */
const BOTTOM: LevelParams = {
  ...FLOOR,
  visibility: 0.03,
  captureBonus: 0.05,
  badCaptureBonus: 0.35,
  checkBonus: 0.1,
  temperatureCp: 10_000,
  mateInOneRate: 0.5,
  recaptureRate: 0.1,
  freePieceRate: 0.05,
};

/** Each number of `a` moved a share `t` (0-1) of the way to `b`'s; a flag switches half-way. */
function between(a: LevelParams, b: LevelParams, t: number): LevelParams {
  const out = {} as Record<keyof LevelParams, number | boolean>;
  for (const key of Object.keys(a) as (keyof LevelParams)[]) {
    const x = a[key];
    const y = b[key];
    out[key] = typeof x === 'boolean' ? (t < 0.5 ? x : (y as boolean)) : t >= 1 ? (y as number) : x + ((y as number) - x) * t;
  }
  return out as unknown as LevelParams;
}

/**
 * Strengths at which the parameters are the named sets; in between, each number is interpolated.
 * 400 is what it was before run 4 (half-way between the weakest set and Easy), so a buddy from
 * 400 up plays as before; below, the scale reaches down to BOTTOM.
 */
export const STRENGTH_ANCHORS: readonly (readonly [number, LevelParams])[] = [
  [0, BOTTOM],
  [200, FLOOR],
  [400, between(WEAKEST, LEVEL_PARAMS.easy, 0.5)],
  [600, LEVEL_PARAMS.easy],
  [1000, LEVEL_PARAMS.medium],
  [1400, LEVEL_PARAMS.hard],
  [1800, STRONGEST],
];

export const clampStrength = (strength: number) => Math.round(Math.min(BUDDY_MAX_STRENGTH, Math.max(BUDDY_MIN_STRENGTH, strength)));

/**
 * Where `x` falls on a table of points sorted by x: the two values around it and how far along
 * (0-1), flat outside the table (paramsForStrength, settleStrength).
 */
function segmentAt<T>(points: readonly (readonly [number, T])[], x: number): { from: T; to: T; t: number } {
  const s = Math.min(points.at(-1)![0], Math.max(points[0]![0], x));
  let i = 0;
  while (i < points.length - 2 && s > points[i + 1]![0]) i++;
  const [x0, from] = points[i]!;
  const [x1, to] = points[i + 1]!;
  return { from, to, t: (s - x0) / (x1 - x0) };
}

/** The level parameters at a strength: linear between the anchors, flat outside them. */
export function paramsForStrength(strength: number): LevelParams {
  const { from, to, t } = segmentAt(STRENGTH_ANCHORS, strength);
  const p = between(from, to, t);
  return { ...p, multiPv: Math.round(p.multiPv), nodes: Math.round(p.nodes / 1000) * 1000, openingPlies: Math.round(p.openingPlies) };
}

/** The AI level nearest a strength (what a buddy game records as its difficulty). */
export function levelForStrength(strength: number): 'easy' | 'medium' | 'hard' {
  return strength < 800 ? 'easy' : strength < 1200 ? 'medium' : 'hard';
}

// ---------------------------------------------------------------------------------------------
// Between games: the strength follows the results

export const STEP_FIRST = 320;
export const STEP_DECAY = 0.8;
export const STEP_MIN = 50;
/** After this many equal results in a row the step is at least STEP_STREAK (the child changed). */
export const STREAK_LENGTH = 3;
export const STEP_STREAK = 120;
/** Results kept per child ('w', 'd', 'l' from the child's side), newest last. */
export const RECENT_KEPT = 5;

export type ChildOutcome = 'w' | 'd' | 'l';

/** How far the strength moves after the child's `games`-th buddy game (0 = the first). */
export function strengthStep(games: number, recent: string): number {
  const base = Math.max(STEP_MIN, Math.round(STEP_FIRST * STEP_DECAY ** games));
  const tail = recent.slice(-STREAK_LENGTH);
  const streak = tail.length === STREAK_LENGTH && /^(w+|l+)$/.test(tail);
  return streak ? Math.max(base, STEP_STREAK) : base;
}

/** The strength after a game: up by the step when the child won, down when it lost, unchanged on a draw. */
export function nextStrength(state: { strength: number; games: number; recent: string }, outcome: ChildOutcome) {
  const recent = (state.recent + outcome).slice(-RECENT_KEPT);
  const step = strengthStep(state.games, recent);
  const delta = outcome === 'w' ? step : outcome === 'l' ? -step : 0;
  return { strength: clampStrength(state.strength + delta), games: state.games + 1, recent };
}

// ---------------------------------------------------------------------------------------------
// The first buddy game: a strength from what the server already knows of the child

/** The strength of each fixed AI level on the buddy's scale (the anchors above). */
export const LEVEL_STRENGTH: Readonly<Record<'easy' | 'medium' | 'hard', number>> = { easy: 600, medium: 1000, hard: 1400 };
/** Finished games against the fixed levels read, newest first… */
export const START_AI_GAMES_READ = 10;
/** …and needed before they decide the start. */
export const START_AI_GAMES_MIN = 3;
/** A performance rating moves this much per game won more than lost, over the games (FIDE's linear rule). */
export const PERFORMANCE_SPREAD = 400;
/** First tries at puzzles (each moves the puzzle rating) before the puzzle rating decides the start. */
export const START_PUZZLES_MIN = 20;
/**
 * Where a child of a strength settles with its buddy: the guards make the buddy play above its
 * number, so a child scores half against a buddy below its own strength. Measured: the buddy's
 * mean strength before games 5, 7, 9 and after game 10 in run 4 of the simulation (decision 042;
 * 1000 from its 6-children run); 0 and 1800 carry the ends on. Linear in between.
 */
export const SETTLE_POINTS: readonly (readonly [child: number, buddy: number])[] = [
  [0, 0],
  [400, 230],
  [700, 410],
  [1000, 880],
  [1300, 1290],
  [1600, 1490],
  [1800, 1690],
];

/** The buddy strength a child of this strength settles at (SETTLE_POINTS, linear in between). */
export function settleStrength(childStrength: number): number {
  const { from, to, t } = segmentAt(SETTLE_POINTS, childStrength);
  return clampStrength(from + (to - from) * t);
}

/** What the server knows of a child before its first buddy game (read by the AI games' service). */
export interface BuddyStartHistory {
  /** The child's finished games against the fixed levels (not the buddy's, not abandoned), newest first. */
  aiGames: readonly { level: 'easy' | 'medium' | 'hard'; result: 'win' | 'draw' | 'loss' }[];
  /** The live (Glicko-2) rating and the rated games it was made from; null when the child has none. */
  live: { rating: number; games: number } | null;
  /** The puzzle rating and the number of puzzles the child has tried (each first try moves it). */
  puzzles: { rating: number; tried: number };
}

export type BuddyStartSource = 'ai-games' | 'live-rating' | 'puzzle-rating' | 'none';

/**
 * The buddy's strength for a child's first buddy game (decision 042, "The first game"): where a
 * child of its strength settles (settleStrength), its strength read from the first of these
 * the child has enough of —
 * 1. its last games against the fixed levels (at least START_AI_GAMES_MIN of the last
 *    START_AI_GAMES_READ): the performance rating over them, the mean of the levels' strengths
 *    + 400 × (wins − losses) / games — the same policy the buddy plays, at known strengths;
 * 2. its live rating, once it is no longer provisional (PROVISIONAL_GAMES rated games; the
 *    levels' ranges are given on this scale: Easy 400-800, Medium 800-1200, Hard 1200-1600);
 * 3. its puzzle rating after START_PUZZLES_MIN tried puzzles (each level solves about half of
 *    the puzzles rated around its strength, docs/ai-levels.md);
 * otherwise BUDDY_START_STRENGTH (600, Easy).
 */
export function buddyStartStrength(history: BuddyStartHistory): { strength: number; from: BuddyStartSource; childStrength: number | null } {
  const known = childStrengthOf(history);
  if (!known) return { strength: BUDDY_START_STRENGTH, from: 'none', childStrength: null };
  return { strength: settleStrength(known.strength), from: known.from, childStrength: clampStrength(known.strength) };
}

/** The child's strength on the levels' scale, from the first source it has enough of. */
function childStrengthOf(history: BuddyStartHistory): { strength: number; from: Exclude<BuddyStartSource, 'none'> } | null {
  const games = history.aiGames.slice(0, START_AI_GAMES_READ);
  if (games.length >= START_AI_GAMES_MIN) {
    const opponents = games.reduce((sum, g) => sum + LEVEL_STRENGTH[g.level], 0) / games.length;
    const margin = games.reduce((sum, g) => sum + (g.result === 'win' ? 1 : g.result === 'loss' ? -1 : 0), 0) / games.length;
    return { strength: opponents + PERFORMANCE_SPREAD * margin, from: 'ai-games' };
  }
  if (history.live && history.live.games >= PROVISIONAL_GAMES) return { strength: history.live.rating, from: 'live-rating' };
  if (history.puzzles.tried >= START_PUZZLES_MIN) return { strength: history.puzzles.rating, from: 'puzzle-rating' };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Within a game: guards, easing, style

/** A move is absurd when it loses this much against the best (a rook or more)… */
export const ABSURD_LOSS_CP = 450;
/** …or leaves the queen to be taken losing this much… */
export const QUEEN_HANG_LOSS_CP = 300;
/** …and leaves the buddy behind by this much after it (missing a win is not absurd; throwing the game is). */
export const ABSURD_BEHIND_CP = -150;
/** Far ahead: from here the buddy eases off… */
export const EASE_FROM_CP = 300;
/** …by up to this much strength (reached at EASE_FROM_CP + 2 × EASE_MAX_STRENGTH)… */
export const EASE_MAX_STRENGTH = 200;
/** …but an eased move never leaves it less than this far ahead unless the unhurried choice would too. */
export const EASE_FLOOR_CP = 300;
/** A style chooses only among moves within this of the move the policy chose. */
export const STYLE_WINDOW_CP = 25;
/** Lines searched for a buddy move at least (the style needs near-equal alternatives). */
export const BUDDY_MIN_LINES = 12;

/** The buddy's search: at least BUDDY_MIN_LINES lines, with the nodes scaled up so each line is searched as deep as the level's. */
export function buddySearch(params: LevelParams, nodes = params.nodes): { multiPv: number; nodes: number } {
  const multiPv = Math.max(params.multiPv, BUDDY_MIN_LINES);
  return { multiPv, nodes: Math.round((nodes * multiPv) / params.multiPv) };
}

const VALUE: Record<PieceType, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

function queenEnPrise(board: Board, color: 'w' | 'b'): boolean {
  return findPieces(board, color, 'q').some((square) => {
    const hitters = attackers(board, square, other(color));
    if (hitters.length === 0) return false;
    if (attackers(board, square, color).length === 0) return true;
    return hitters.some((s) => VALUE[board.squares[s]?.type ?? 'q'] < 9);
  });
}

/** How much a style likes a move (0 = not at all); ties are broken by the seed. */
export function styleScore(style: BuddyStyle, board: Board, uci: string): number {
  if (style === 'balanced') return 0;
  const move = applyUci(board, uci);
  if (!move) return 0;
  const piece = move.piece.type;
  if (style === 'knights') return piece === 'n' ? 2 : 0;
  if (style === 'pawns') {
    if (piece !== 'p') return 0;
    const rank = Math.floor(move.to / 8);
    const advanced = move.piece.color === 'w' ? rank >= 4 : rank <= 3;
    return advanced ? 2 : 1;
  }
  // trades: an even swap is best, any capture is good
  if (!move.captured) return 0;
  return VALUE[move.captured] === VALUE[piece] ? 2 : 1;
}

export type BuddyReason = ChoiceReason | 'guard-mate' | 'style';

export interface BuddyInput {
  fen: string;
  /** The engine's lines, best first (at least BUDDY_MIN_LINES where there are so many moves). */
  candidates: readonly PolicyCandidate[];
  strength: number;
  style: BuddyStyle;
  seed: number;
  history?: readonly string[];
}

export interface BuddyChoice {
  uci: string;
  bestUci: string;
  lossCp: number;
  reason: BuddyReason;
  /** The strength the move was chosen at (lower than asked while easing). */
  strength: number;
  /** Candidates the guards took out. */
  guarded: number;
  /** The move the policy chose at the full strength (the same as `uci` unless eased or styled). */
  unhurriedUci: string;
}

/** From this strength up the guard's loss is ABSURD_LOSS_CP and the buddy's own mate in one is always played. */
export const FULL_GUARD_STRENGTH = 600;
/** At strength 0 only a loss this big (a queen) is absurd; in between, interpolated. */
export const FLOOR_ABSURD_LOSS_CP = 850;
/**
 * From this strength up the buddy always sees the child's threats: a move that lets the child
 * mate (in one, or by force) is always out, and so is one that leaves the queen to be taken for
 * QUEEN_HANG_LOSS_CP or more…
 */
export const THREAT_GUARD_STRENGTH = 400;
/**
 * …below it, in a given position, it sees them only with this chance at strength 0 (linear up to
 * 1 at THREAT_GUARD_STRENGTH), as a beginner overlooks a threat. The roll is seeded by the game's
 * seed and the position, so the same game replays alike.
 */
export const FLOOR_THREAT_SEEN_RATE = 0.1;
/**
 * A threat overlooked, the queen may still only be left for a piece (a rook, a bishop or a
 * knight): leaving it for a pawn or for nothing loses this much or more and stays absurd.
 */
export const OVERLOOKED_QUEEN_HANG_LOSS_CP = 650;

/** The loss that counts as absurd at a strength: a rook from Easy up, up to a queen at the bottom of the scale. */
export function absurdLossAt(strength: number): number {
  if (strength >= FULL_GUARD_STRENGTH) return ABSURD_LOSS_CP;
  return Math.round(FLOOR_ABSURD_LOSS_CP - (Math.max(0, strength) * (FLOOR_ABSURD_LOSS_CP - ABSURD_LOSS_CP)) / FULL_GUARD_STRENGTH);
}

/** The chance that the buddy sees the child's threats in a position: 1 from THREAT_GUARD_STRENGTH up. */
export function threatSeenRate(strength: number): number {
  if (strength >= THREAT_GUARD_STRENGTH) return 1;
  return FLOOR_THREAT_SEEN_RATE + ((1 - FLOOR_THREAT_SEEN_RATE) * Math.max(0, strength)) / THREAT_GUARD_STRENGTH;
}

/** Whether the buddy sees the child's threats in this position of this game (always from THREAT_GUARD_STRENGTH up). */
export function seesThreats(strength: number, seed: number, fen: string): boolean {
  const rate = threatSeenRate(strength);
  return rate >= 1 || createRng(hashString(`buddy-threats|${seed}|${fen}`))() < rate;
}

/**
 * The candidates that are not absurd: no mate allowed, no rook (at the bottom of the scale, no
 * more than a queen's worth) thrown away, no queen left to be taken. With `seesThreat` false (a
 * beginner's buddy that overlooked the child's threat, see seesThreats) the moves that let the
 * child mate stay in, and so do those that leave the queen for a piece; the queen is never left
 * for a pawn or for nothing, and no move loses absurdLossAt(strength) or more.
 */
export function guardedCandidates(
  fen: string,
  candidates: readonly PolicyCandidate[],
  strength = FULL_GUARD_STRENGTH,
  seesThreat = true,
): PolicyCandidate[] {
  const absurdLoss = absurdLossAt(strength);
  const queenHangLoss = seesThreat ? QUEEN_HANG_LOSS_CP : OVERLOOKED_QUEEN_HANG_LOSS_CP;
  const best = candidates[0];
  if (!best) return [];
  const board = parseFen(fen);
  const bestCp = scoreToCp(best);
  const kept = candidates.filter((c) => {
    if (c.mate !== null && c.mate < 0 && !seesThreat) return true;
    if (c.mate !== null && c.mate < 0 && c.mate >= -1) return false;
    const cp = scoreToCp(c);
    if (cp > ABSURD_BEHIND_CP) return true;
    const loss = bestCp - cp;
    if (loss >= absurdLoss) return false;
    if (loss >= queenHangLoss) {
      const move = applyUci(board, c.uci);
      if (move && queenEnPrise(move.board, board.turn)) return false;
    }
    return true;
  });
  return kept.length > 0 ? kept : [best];
}

/** How much strength the buddy gives up when its best line says it is `bestCp` ahead. */
export function easing(bestCp: number): number {
  if (bestCp < EASE_FROM_CP) return 0;
  return Math.min(EASE_MAX_STRENGTH, Math.round((bestCp - EASE_FROM_CP) / 2));
}

/**
 * Picks the buddy's move. The same input always gives the same move.
 * 1. A mate in one is always played (from Easy's strength up; below, as the level policy sees it).
 * 2. Absurd moves are out (guardedCandidates at the strength; below THREAT_GUARD_STRENGTH the
 *    child's threats — a mate, the queen for a piece — are sometimes overlooked, seeded).
 * 3. Far ahead, the strength eases off, among moves that keep it EASE_FLOOR_CP ahead.
 * 4. The level policy at that strength chooses.
 * 5. The style may swap that move for one within STYLE_WINDOW_CP of it that it likes more.
 */
export function chooseBuddyMove(input: BuddyInput): BuddyChoice {
  const first = input.candidates[0];
  if (!first) throw new Error('the buddy needs at least one candidate');
  const bestCp = scoreToCp(first);
  const base = clampStrength(input.strength);
  const mate = input.candidates.find((c) => c.mate === 1);
  // Below Easy, the level policy's own habit decides whether a mate in one is seen.
  if (mate && base >= FULL_GUARD_STRENGTH)
    return { uci: mate.uci, bestUci: first.uci, lossCp: 0, reason: 'mate-in-one', strength: base, guarded: 0, unhurriedUci: mate.uci };

  const pool = guardedCandidates(input.fen, input.candidates, base, seesThreats(base, input.seed, input.fen));
  const guarded = input.candidates.length - pool.length;
  const lossOf = (c: PolicyCandidate) => Math.min(1000, Math.max(0, bestCp - scoreToCp(c)));
  const pickAt = (strength: number) => {
    const params = paramsForStrength(strength);
    const considered = pool.slice(0, Math.max(1, params.multiPv));
    const choice = choosePolicyMove({
      fen: input.fen,
      candidates: considered,
      level: 'medium',
      seed: input.seed,
      history: input.history ?? [],
      params,
    });
    return { candidate: pool.find((c) => c.uci === choice.uci) ?? first, reason: choice.reason, strength };
  };
  // Far ahead, the choice at the eased strength is played if it keeps the lead (or loses no more
  // of it than the unhurried choice would).
  let pick = pickAt(base);
  const unhurriedUci = pick.candidate.uci;
  const eased = easing(bestCp);
  if (eased > 0) {
    const soft = pickAt(base - eased);
    if (scoreToCp(soft.candidate) >= Math.min(scoreToCp(pick.candidate), EASE_FLOOR_CP)) pick = soft;
  }
  const { candidate: chosen, strength } = pick;
  const choice = { reason: pick.reason };
  const result = (c: PolicyCandidate, reason: BuddyReason): BuddyChoice => ({
    uci: c.uci,
    bestUci: first.uci,
    lossCp: lossOf(c),
    reason,
    strength,
    guarded,
    unhurriedUci,
  });
  if (input.style === 'balanced' || choice.reason === 'only-move' || choice.reason === 'mate-in-one') {
    return result(chosen, choice.reason);
  }

  // The style: among the moves as good as the chosen one (within the window), the one it likes most.
  const board = parseFen(input.fen);
  const chosenCp = scoreToCp(chosen);
  const near = pool.filter((c) => Math.abs(scoreToCp(c) - chosenCp) <= STYLE_WINDOW_CP && c.mate === chosen.mate);
  const scored = near.map((c) => ({ c, score: styleScore(input.style, board, c.uci) }));
  const top = Math.max(...scored.map((s) => s.score));
  const own = scored.find((s) => s.c.uci === chosen.uci)?.score ?? 0;
  if (top <= own) return result(chosen, choice.reason);
  const favourites = scored.filter((s) => s.score === top).map((s) => s.c);
  const rng = createRng(hashString(`buddy-style|${input.seed}|${input.fen}`));
  const styled = favourites[Math.floor(rng() * favourites.length)] ?? chosen;
  return result(styled, 'style');
}

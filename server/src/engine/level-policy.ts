/**
 * How an AI level picks its move among the engine's MultiPV candidates: a pure, seeded function.
 *
 * The engine always searches at full strength; a level is weak because of WHICH candidate it
 * plays, the way a person of that strength would: it does not notice every move (quiet moves and
 * sacrifices are overlooked more often than captures and checks), among the moves it notices it
 * prefers the better ones, and it keeps a few habits (recapture, save the queen, take what hangs,
 * play mate in one, a varied opening). Documented with the calibration figures in docs/ai-levels.md.
 */
import { applyUci, attackers, findPieces, other, parseFen, squareIndex, type AppliedMove, type Board, type Color, type PieceType } from './board';
import { scoreToCp } from './uci';
import { AI_DIFFICULTIES, type AiDifficulty } from '@chess-quest/protocol/ai-chess';
import { seededRandom } from '@chess-quest/protocol/random';

export type AiLevel = AiDifficulty;
export const AI_LEVELS: readonly AiLevel[] = AI_DIFFICULTIES;

export interface LevelParams {
  /** Engine search giving the candidates: this many lines, this many nodes in all (one thread). */
  multiPv: number;
  nodes: number;
  /** Chance to notice a candidate move that has nothing catching the eye (a quiet move). */
  visibility: number;
  /** Added to the chance of noticing a move that wins material or takes an undefended piece. */
  captureBonus: number;
  /** Added for any other capture (children see every capture, good or not). */
  badCaptureBonus: number;
  /** Added for a move that gives check. */
  checkBonus: number;
  /** Added for a move that takes an attacked piece out of danger. */
  rescueBonus: number;
  /** Taken off for a move that leaves the moved piece where it can be taken for less (a sacrifice). */
  sacrificePenalty: number;
  /** Among the moves noticed, weight exp(-loss / temperature): the lower, the more the best wins. */
  temperatureCp: number;
  /** A noticed move losing at least this much keeps only `hugeLossFactor` of its weight. */
  hugeLossCp: number;
  hugeLossFactor: number;
  /** A noticed move that leaves the queen en prise and loses at least hugeLossCp keeps only this share. */
  queenBlunderFactor: number;
  /** Chance to play a mate in one when there is one. */
  mateInOneRate: number;
  /** After the opponent took a piece: retake on that square if it loses at most this much. */
  recaptureMaxLossCp: number;
  recaptureRate: number;
  /** Take an undefended (or higher-valued) knight or more, if the engine agrees within this loss. */
  freePieceMaxLossCp: number;
  freePieceRate: number;
  /** When the queen is attacked, only consider moves that leave it safe. */
  answersQueenThreat: boolean;
  /** For the first plies of the game: any candidate within `openingWindowCp` of the best, by the seed. */
  openingPlies: number;
  openingWindowCp: number;
}

/** Tuned with scripts/bench/ai-calibration.ts; the figures are in docs/ai-levels.md. */
export const LEVEL_PARAMS: Readonly<Record<AiLevel, Readonly<LevelParams>>> = {
  easy: {
    multiPv: 40,
    nodes: 120_000,
    visibility: 0.2,
    captureBonus: 0.3,
    badCaptureBonus: 0.2,
    checkBonus: 0.2,
    rescueBonus: 0,
    sacrificePenalty: 0,
    temperatureCp: 1000,
    hugeLossCp: 600,
    hugeLossFactor: 0.7,
    queenBlunderFactor: 0.15,
    mateInOneRate: 0.85,
    recaptureMaxLossCp: 250,
    recaptureRate: 1,
    freePieceMaxLossCp: 150,
    freePieceRate: 0.6,
    answersQueenThreat: false,
    openingPlies: 6,
    openingWindowCp: 40,
  },
  medium: {
    multiPv: 20,
    nodes: 120_000,
    visibility: 0.4,
    captureBonus: 0.3,
    badCaptureBonus: 0,
    checkBonus: 0.15,
    rescueBonus: 0.1,
    sacrificePenalty: 0.15,
    temperatureCp: 400,
    hugeLossCp: 500,
    hugeLossFactor: 0.5,
    queenBlunderFactor: 0.2,
    mateInOneRate: 0.95,
    recaptureMaxLossCp: 150,
    recaptureRate: 1,
    freePieceMaxLossCp: 80,
    freePieceRate: 0.75,
    answersQueenThreat: true,
    openingPlies: 8,
    openingWindowCp: 40,
  },
  hard: {
    multiPv: 6,
    nodes: 80_000,
    visibility: 0.4,
    captureBonus: 0.2,
    badCaptureBonus: 0,
    checkBonus: 0.15,
    rescueBonus: 0.2,
    sacrificePenalty: 0.35,
    temperatureCp: 35,
    hugeLossCp: 400,
    hugeLossFactor: 0.1,
    queenBlunderFactor: 0.5,
    mateInOneRate: 1,
    recaptureMaxLossCp: 60,
    recaptureRate: 1,
    freePieceMaxLossCp: 40,
    freePieceRate: 0.95,
    answersQueenThreat: true,
    openingPlies: 10,
    openingWindowCp: 30,
  },
};

/** Losses are capped here: past a queen's worth, every mistake is simply "huge". */
export const LOSS_CAP_CP = 1000;

export interface PolicyCandidate {
  uci: string;
  scoreCp: number | null;
  mate: number | null;
}

export interface PolicyInput {
  fen: string;
  /** The engine's lines for the side to move, best first (MultiPV order). */
  candidates: readonly PolicyCandidate[];
  level: AiLevel;
  seed: number;
  /** UCI moves of the game so far; the last one tells whether the opponent just took a piece. */
  history?: readonly string[];
  /** Replaces the level's parameters (calibration). */
  params?: LevelParams;
}

export type ChoiceReason = 'only-move' | 'mate-in-one' | 'recapture' | 'free-piece' | 'opening' | 'sampled';

export interface PolicyChoice {
  uci: string;
  bestUci: string;
  /** Centipawns the chosen move loses against the best candidate, capped at LOSS_CAP_CP. */
  lossCp: number;
  reason: ChoiceReason;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** FNV-1a, 32 bits. */
export function hashString(text: string, hash = 0x811c9dc5): number {
  let h = hash >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Seeded floats in [0, 1) (mulberry32, shared in protocol/src/random.ts). */
export const createRng = seededRandom;

// ---------------------------------------------------------------------------------------------
// Board facts a person notices

const PIECE_VALUE: Record<PieceType, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 100 };

/** The piece on `square` can be taken for a gain: attacked and undefended, or attacked by something cheaper. */
function enPrise(board: Board, square: number): boolean {
  const piece = board.squares[square];
  if (!piece) return false;
  const hitters = attackers(board, square, other(piece.color));
  if (hitters.length === 0) return false;
  const defenders = attackers(board, square, piece.color);
  // A king cannot take a defended piece.
  const usable = defenders.length === 0 ? hitters : hitters.filter((s) => board.squares[s]?.type !== 'k');
  if (usable.length === 0) return false;
  if (defenders.length === 0) return true;
  const cheapest = Math.min(...usable.map((s) => PIECE_VALUE[board.squares[s]?.type ?? 'k']));
  return cheapest < PIECE_VALUE[piece.type];
}

function queensEnPrise(board: Board, color: Color): boolean {
  return findPieces(board, color, 'q').some((square) => enPrise(board, square));
}

interface CandidateFacts {
  uci: string;
  /** Against the best candidate, uncapped (mates count as MATE_SCORE_CP). */
  rawLossCp: number;
  /** The same, capped at LOSS_CAP_CP. */
  lossCp: number;
  move: AppliedMove;
  mates: boolean;
  /** Captures something worth at least what it risks, or something undefended. */
  winsMaterial: boolean;
  capturedValue: number;
  checks: boolean;
  /** The moved piece was en prise and is not any more. */
  rescues: boolean;
  /** The moved piece stands en prise after the move without having won as much. */
  sacrifices: boolean;
  leavesQueenEnPrise: boolean;
}

function factsOf(board: Board, candidate: PolicyCandidate, bestCp: number): CandidateFacts | null {
  const move = applyUci(board, candidate.uci);
  if (!move) return null;
  const after = move.board;
  const mover = board.turn;
  const capturedValue = move.captured ? PIECE_VALUE[move.captured] : 0;
  const moverValue = PIECE_VALUE[move.piece.type];
  const standsEnPrise = move.piece.type !== 'k' && enPrise(after, move.to);
  const [enemyKing] = findPieces(after, other(mover), 'k');
  const rawLossCp = Math.max(0, bestCp - scoreToCp(candidate));
  return {
    uci: candidate.uci,
    rawLossCp,
    lossCp: Math.min(LOSS_CAP_CP, rawLossCp),
    move,
    // The engine reports every mating move as "mate 1".
    mates: candidate.mate === 1,
    winsMaterial: capturedValue > 0 && (!standsEnPrise || capturedValue >= moverValue),
    capturedValue,
    checks: enemyKing !== undefined && attackers(after, enemyKing, mover).length > 0,
    rescues: move.piece.type !== 'k' && enPrise(board, move.from) && !standsEnPrise,
    sacrifices: standsEnPrise && capturedValue < moverValue,
    leavesQueenEnPrise: queensEnPrise(after, mover),
  };
}

/**
 * The square of the piece the opponent just took, or null. Read from the FEN and the last move:
 * the half-move clock is 0 after a capture or a pawn move, and a pawn that changed file captured.
 */
export function lastCaptureSquare(fen: string, history: readonly string[] | undefined): string | null {
  const last = history?.at(-1);
  if (!last || last.length < 4) return null;
  if (fen.trim().split(/\s+/)[4] !== '0') return null;
  const board = parseFen(fen);
  const to = last.slice(2, 4);
  const piece = board.squares[squareIndex(to)];
  if (!piece || piece.color === board.turn) return null;
  // A piece other than a pawn resets the clock only by taking; a pawn (promoting or not) takes diagonally.
  if (piece.type !== 'p' && last.length === 4) return to;
  return last[0] !== last[2] ? to : null;
}

// ---------------------------------------------------------------------------------------------
// The policy

function pickWeighted<T>(items: readonly T[], weights: readonly number[], rng: () => number): T {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let r = rng() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

const HOME_FILES: Partial<Record<PieceType, number[]>> = { n: [1, 6], b: [2, 5], r: [0, 7], q: [3] };

/** Book-like opening moves: pawns and pieces from their home square; an early queen or king walk is rare. */
function openingWeight(facts: CandidateFacts): number {
  const { piece, from, to, captured } = facts.move;
  if (piece.type === 'k' && Math.abs((from % 8) - (to % 8)) === 2) return 1; // castling
  if (piece.type === 'p' || captured || facts.rescues) return 1;
  if (piece.type === 'k') return 0.05;
  const homeRank = piece.color === 'w' ? 0 : 7;
  const atHome = Math.floor(from / 8) === homeRank && (HOME_FILES[piece.type] ?? []).includes(from % 8);
  if (piece.type === 'q') return atHome ? 0.3 : 0.1;
  return atHome ? 1 : 0.25;
}

/** Plies played before this position, from the FEN's move number (0 at the start position). */
function plyOf(fen: string): number {
  const fields = fen.trim().split(/\s+/);
  const moveNumber = Math.max(1, Number(fields[5] ?? 1) || 1);
  return (moveNumber - 1) * 2 + (fields[1] === 'b' ? 1 : 0);
}

function visibilityOf(facts: CandidateFacts, p: LevelParams): number {
  let v = p.visibility;
  if (facts.winsMaterial) v += p.captureBonus;
  else if (facts.capturedValue > 0) v += p.badCaptureBonus;
  if (facts.checks) v += p.checkBonus;
  if (facts.rescues) v += p.rescueBonus;
  if (facts.sacrifices) v -= p.sacrificePenalty;
  return Math.min(1, Math.max(0.05, v));
}

/**
 * Picks the level's move among the candidates. Pure: the same input always gives the same move.
 * The candidates are trusted to be legal (they are the engine's lines); throws if there is none,
 * or if the best one does not move a piece of the side to move.
 */
export function choosePolicyMove(input: PolicyInput): PolicyChoice {
  const p = input.params ?? LEVEL_PARAMS[input.level];
  const board = parseFen(input.fen);
  const first = input.candidates[0];
  if (!first) throw new Error('the level policy needs at least one candidate');
  const bestCp = scoreToCp(first);
  const seen = new Set<string>();
  const all: CandidateFacts[] = [];
  for (const candidate of input.candidates) {
    if (seen.has(candidate.uci)) continue;
    seen.add(candidate.uci);
    const facts = factsOf(board, candidate, bestCp);
    if (facts) all.push(facts);
  }
  const best = all[0];
  if (!best || best.uci !== first.uci) throw new Error(`the best candidate ${first.uci} is not legal in ${input.fen}`);
  const rng = createRng(hashString(`${input.level}|${input.seed}|${input.fen}|${input.history?.at(-1) ?? ''}`));
  const choose = (facts: CandidateFacts, reason: ChoiceReason): PolicyChoice => ({
    uci: facts.uci,
    bestUci: best.uci,
    lossCp: facts.lossCp,
    reason,
  });
  // Each habit draws its random number whether or not it applies, so one habit's presence
  // does not shift the numbers the next ones see.
  const rolls = { mate: rng(), recapture: rng(), freePiece: rng() };

  if (all.length === 1) return choose(best, 'only-move');

  // 1. Mate in one: played, or overlooked altogether.
  const mate = all.find((f) => f.mates);
  if (mate && rolls.mate < p.mateInOneRate) return choose(mate, 'mate-in-one');
  const unmating = mate ? all.filter((f) => !f.mates) : all;

  // 2. Take back what was just taken, unless that is a big mistake.
  const taken = lastCaptureSquare(input.fen, input.history);
  if (taken) {
    const retakes = unmating.filter((f) => f.uci.slice(2, 4) === taken && f.move.captured && f.lossCp <= p.recaptureMaxLossCp);
    const retake = retakes.sort((a, b) => a.lossCp - b.lossCp)[0];
    if (retake && rolls.recapture < p.recaptureRate) return choose(retake, 'recapture');
  }

  // 3. Take a piece that hangs.
  const free = unmating
    .filter((f) => f.winsMaterial && f.capturedValue >= 3 && f.lossCp <= p.freePieceMaxLossCp)
    .sort((a, b) => a.lossCp - b.lossCp)[0];
  if (free && rolls.freePiece < p.freePieceRate) return choose(free, 'free-piece');

  // 4. Save the queen: only moves after which it is safe (or that the engine finds as good as the best).
  let pool = unmating.length > 0 ? unmating : all;
  if (p.answersQueenThreat && queensEnPrise(board, board.turn)) {
    const safe = pool.filter((f) => !f.leavesQueenEnPrise || f.lossCp <= 20);
    if (safe.length > 0) pool = safe;
  }

  // 5. Opening: a varied, sound start, developing pieces rather than moving one twice.
  if (plyOf(input.fen) < p.openingPlies) {
    const book = pool.filter((f) => f.lossCp <= p.openingWindowCp);
    if (book.length > 0) return choose(pickWeighted(book, book.map(openingWeight), rng), 'opening');
  }

  // 6. Notice some moves, prefer the better of those. Losses count from the best move still in
  //    view, so a level that overlooked a mate or must save its queen still plays sensibly.
  const noticed = pool.filter((f) => rng() < visibilityOf(f, p));
  const options = noticed.length > 0 ? noticed : pool;
  const floor = Math.min(...options.map((f) => f.rawLossCp));
  const weights = options.map((f) => {
    const relative = Math.min(LOSS_CAP_CP, f.rawLossCp - floor);
    return (
      Math.exp(-relative / p.temperatureCp) *
      (relative >= p.hugeLossCp ? p.hugeLossFactor * (f.leavesQueenEnPrise ? p.queenBlunderFactor : 1) : 1) *
      (noticed.length > 0 ? 1 : visibilityOf(f, p))
    );
  });
  return choose(pickWeighted(options, weights, rng), 'sampled');
}

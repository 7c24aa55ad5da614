import type { Chess, Color, Move } from 'chess.js';
import type { LessonStep } from '../lessons';
import { diagnoseIllegalMove, ILLEGAL_MOVE_MESSAGES } from '../chess/move-explanations';
import { moveToUci } from '../chess/move-input';
import { loadPosition, PIECE_NAMES, type PieceSymbol, type Square } from '../chess/position';

// The rules of the four lesson step kinds, shared by the board in the browser (as the child
// plays) and the server (which replays the child's moves before it saves stars or points).
// Everything here is pure: a state is plain data that can live in React state or JSON.
//
// - explain: nothing to play; "Next" completes it with 3 stars.
// - collect-stars / capture-all: only the child's side moves; after every move the turn comes
//   straight back to the child (the FEN's side to move is rewritten and en passant cleared),
//   so the pieces keep walking. Moves must still be legal for chess.js on that position: the
//   right shape, no jumping (except knights), no taking your own pieces, and a king never
//   steps onto an attacked square. Kings are never captured. When the child has other pieces,
//   their king only watches (lesson boards keep both kings because chess.js needs them).
// - find-move: one move answers a question (check, mate, win a piece, or a named move).

export type StepColor = Color;

export interface StepState {
  /** The position now; for find-move it never changes (a wrong try is simply refused). */
  fen: string;
  /** The colour the child plays: the side to move in the step's own FEN. */
  childColor: StepColor;
  /** collect-stars: stars collected so far, in order. */
  collected: string[];
  /** collect-stars: stars still on the board. */
  remainingStars: string[];
  /** Moves played on the board (collect-stars, capture-all; 1 for a solved find-move). */
  movesUsed: number;
  /** find-move: answers tried, the solving one included. */
  tries: number;
  done: boolean;
}

export type StepMoveResult =
  | {
      ok: true;
      state: StepState;
      done: boolean;
      /** Square of a piece the move took. */
      captured?: string;
      /** Star square the piece just landed on. */
      collectedStar?: string;
      /** The move as played, in UCI (a missing promotion letter is filled in as a queen). */
      move: string;
      /** The move in SAN ("Nf3", "O-O", "e8=Q#"), for the move list and the speaker. */
      san: string;
    }
  | { ok: false; reason: string };

export type StarCount = 0 | 1 | 2 | 3;

export interface ReplayResult {
  done: boolean;
  stars: StarCount;
  movesUsed: number;
  error?: string;
}

/** Step-specific sentences a child hears when a move is refused (read aloud, keep them short). */
export const STEP_MESSAGES = {
  explainHasNoMoves: 'Nothing to move here. Read along, then press Next!',
  alreadyDone: 'You already finished this one. Press Next!',
  notAMove: 'Pick a piece, then pick the square it should go to.',
  notYourPieces: (color: StepColor) => `You play the ${color === 'w' ? 'white' : 'black'} pieces. The other pieces stand still.`,
  kingWatching: (pieceName: string) => `Your king is just watching this time. Move your ${pieceName}!`,
  kingsNeverCaptured: 'Kings are never captured! Leave the king alone and find another move.',
  noCheck: "That move doesn't give check. Try again!",
  checkNotMate: 'That is check, but the king can still escape. Find checkmate!',
  noMate: "That's not checkmate yet. Try again!",
  stalemate: "Oh no, that's stalemate! The king is not in check, but it can't move. Try again!",
  notWinning: "That doesn't win the best prize. Look for a piece you can take for free!",
  notTheMove: 'Good try! There is a better move here. Try again!',
  wrongPromotion: 'Good try! Pick a different piece for your pawn to become.',
  tooManyMoves: 'The step was already finished before these extra moves.',
  notFinished: 'Those moves do not finish this step yet.',
} as const;

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;

/** The side to move in a FEN ('w' unless the field says 'b'). */
export function fenTurn(fen: string): StepColor {
  return fen.trim().split(/\s+/)[1] === 'b' ? 'b' : 'w';
}

/** The FEN with `color` to move and no en-passant square: the child moves again. */
export function giveTurnTo(fen: string, color: StepColor): string {
  const fields = fen.trim().split(/\s+/);
  fields[1] = color;
  if (fields.length > 3) fields[3] = '-';
  return fields.join(' ');
}

/** Squares of pieces of `color` that are not kings. */
export function nonKingSquares(chess: Chess, color: StepColor): string[] {
  const squares: string[] = [];
  for (const row of chess.board()) {
    for (const cell of row) {
      if (cell && cell.color === color && cell.type !== 'k') squares.push(cell.square);
    }
  }
  return squares;
}

function other(color: StepColor): StepColor {
  return color === 'w' ? 'b' : 'w';
}

export function startStep(step: LessonStep): StepState {
  const stars = step.kind === 'collect-stars' ? [...step.stars] : [];
  const state: StepState = {
    fen: step.fen,
    childColor: fenTurn(step.fen),
    collected: [],
    remainingStars: stars,
    movesUsed: 0,
    tries: 0,
    done: step.kind === 'explain',
  };
  if (step.kind === 'capture-all') {
    const chess = loadPosition(step.fen);
    if (chess && nonKingSquares(chess, other(state.childColor)).length === 0) state.done = true;
  }
  return state;
}

/**
 * Reads a UCI move against the position and returns the legal chess.js move, or the sentence
 * that says why it cannot be played. A pawn reaching the last rank without a letter becomes
 * a queen. `legal` is `chess.moves({ verbose: true })`, passed in when several moves are read
 * on one position: chess.js builds each verbose move with its FENs and SAN (about 10 ms of CPU
 * for 30 moves), which a find-move step with 19 listed answers did 20 times per answer.
 */
function resolveMove(chess: Chess, uci: string, legal?: readonly Move[]): { move: Move } | { reason: string } {
  const parts = UCI.exec(uci.trim().toLowerCase());
  if (!parts) return { reason: STEP_MESSAGES.notAMove };
  const [, from, to, promotion] = parts as unknown as [string, string, string, string | undefined];
  const candidates = (legal ?? chess.moves({ verbose: true })).filter((m) => m.from === from && m.to === to);
  if (candidates.length > 0) {
    const wanted = candidates.some((m) => m.promotion) ? (promotion ?? 'q') : promotion;
    const move = candidates.find((m) => (m.promotion ?? undefined) === wanted);
    return move ? { move } : { reason: ILLEGAL_MOVE_MESSAGES.other };
  }
  // Dropping the king on its own rook is how many children (and many boards) castle.
  const castle = castlingOntoRook(chess, from, to);
  if (castle) return { move: castle };
  const why = diagnoseIllegalMove(chess.fen(), from, to);
  return { reason: why?.message ?? ILLEGAL_MOVE_MESSAGES.other };
}

function castlingOntoRook(chess: Chess, from: string, to: string): Move | undefined {
  const king = chess.get(from as Square);
  const rook = chess.get(to as Square);
  if (king?.type !== 'k' || rook?.type !== 'r' || rook.color !== king.color || from[1] !== to[1]) return undefined;
  const kingside = to[0] === 'h';
  if (!kingside && to[0] !== 'a') return undefined;
  return chess.moves({ verbose: true }).find((m) => m.from === from && (kingside ? m.isKingsideCastle() : m.isQueensideCastle()));
}

function applyWalkingMove(step: LessonStep & { kind: 'collect-stars' | 'capture-all' }, state: StepState, uci: string): StepMoveResult {
  const chess = loadPosition(state.fen);
  if (!chess) return { ok: false, reason: ILLEGAL_MOVE_MESSAGES.other };
  const parts = UCI.exec(uci.trim().toLowerCase());
  if (!parts) return { ok: false, reason: STEP_MESSAGES.notAMove };
  const from = parts[1] as Square;
  const to = parts[2] as Square;
  const mover = chess.get(from);
  if (mover && mover.color !== state.childColor) return { ok: false, reason: STEP_MESSAGES.notYourPieces(state.childColor) };
  if (mover?.type === 'k') {
    const helpers = nonKingSquares(chess, state.childColor);
    if (helpers.length > 0) {
      const types = new Set(helpers.map((sq) => chess.get(sq as Square)?.type).filter((t): t is PieceSymbol => !!t));
      const name = types.size === 1 ? PIECE_NAMES[[...types][0] as PieceSymbol] : 'other pieces';
      return { ok: false, reason: STEP_MESSAGES.kingWatching(name) };
    }
  }
  const target = chess.get(to);
  if (target && target.type === 'k' && target.color !== state.childColor) {
    return { ok: false, reason: STEP_MESSAGES.kingsNeverCaptured };
  }
  const resolved = resolveMove(chess, uci);
  if ('reason' in resolved) return { ok: false, reason: resolved.reason };
  const played = chess.move(resolved.move);

  const nextFen = giveTurnTo(chess.fen(), state.childColor);
  const next: StepState = { ...state, fen: nextFen, movesUsed: state.movesUsed + 1, collected: [...state.collected] };
  const result: StepMoveResult & { ok: true } = {
    ok: true,
    state: next,
    done: false,
    move: moveToUci(played),
    san: played.san,
  };
  if (played.captured) result.captured = played.isEnPassant() ? `${played.to[0]}${played.from[1]}` : played.to;

  if (step.kind === 'collect-stars') {
    if (state.remainingStars.includes(played.to)) {
      next.remainingStars = state.remainingStars.filter((s) => s !== played.to);
      next.collected.push(played.to);
      result.collectedStar = played.to;
    }
    next.done = next.remainingStars.length === 0;
  } else {
    const after = loadPosition(nextFen);
    next.done = after !== null && nonKingSquares(after, other(state.childColor)).length === 0;
  }
  result.done = next.done;
  return result;
}

function applyFindMove(step: LessonStep & { kind: 'find-move' }, state: StepState, uci: string): StepMoveResult {
  const chess = loadPosition(state.fen);
  if (!chess) return { ok: false, reason: ILLEGAL_MOVE_MESSAGES.other };
  // The legal moves once for the answer and every listed solution (all on this position).
  const legal = chess.moves({ verbose: true });
  const resolved = resolveMove(chess, uci, legal);
  if ('reason' in resolved) return { ok: false, reason: resolved.reason };
  const move = resolved.move;
  const answer = moveToUci(move);
  // Solutions are read like the child's move, so 'e7e8' means the queen, as on the board.
  const accepted = step.solutions.flatMap((s) => {
    const r = resolveMove(chess, s, legal);
    return 'move' in r ? [moveToUci(r.move)] : [];
  });
  const listed = accepted.includes(answer);
  const sameSquaresListed = accepted.some((s) => s.slice(0, 4) === answer.slice(0, 4));
  chess.move(move);
  let solved = listed;
  if (step.goal === 'check' && chess.inCheck()) solved = true;
  if (step.goal === 'mate' && chess.isCheckmate()) solved = true;

  if (!solved) {
    let reason: string;
    if (chess.isStalemate()) reason = STEP_MESSAGES.stalemate;
    else if (step.goal === 'check') reason = STEP_MESSAGES.noCheck;
    else if (step.goal === 'mate') reason = chess.inCheck() ? STEP_MESSAGES.checkNotMate : STEP_MESSAGES.noMate;
    else if (move.promotion && sameSquaresListed) reason = STEP_MESSAGES.wrongPromotion;
    else if (step.goal === 'win-piece') reason = STEP_MESSAGES.notWinning;
    else reason = STEP_MESSAGES.notTheMove;
    return { ok: false, reason };
  }
  const next: StepState = { ...state, movesUsed: 1, tries: state.tries + 1, done: true, fen: chess.fen() };
  const result: StepMoveResult & { ok: true } = { ok: true, state: next, done: true, move: answer, san: move.san };
  if (move.captured) result.captured = move.isEnPassant() ? `${move.to[0]}${move.from[1]}` : move.to;
  return result;
}

/**
 * Plays one move of the child. A refused move leaves the state as it was (for find-move the
 * caller may count it as a try: see {@link countTry}).
 */
export function applyStepMove(step: LessonStep, state: StepState, uciMove: string): StepMoveResult {
  if (step.kind === 'explain') return { ok: false, reason: STEP_MESSAGES.explainHasNoMoves };
  if (state.done) return { ok: false, reason: STEP_MESSAGES.alreadyDone };
  if (step.kind === 'find-move') return applyFindMove(step, state, uciMove);
  return applyWalkingMove(step, state, uciMove);
}

/** A refused find-move answer still counts as a try (the board keeps its position). */
export function countTry(state: StepState): StepState {
  return { ...state, tries: state.tries + 1 };
}

/** The 2-star limit: par + 2, or par × 1.5 rounded up, whichever is larger. */
export function twoStarLimit(par: number): number {
  return Math.max(par + 2, Math.ceil(par * 1.5));
}

/**
 * Lichess-style stars for a finished step. collect-stars / capture-all: 3 at par moves or
 * fewer, 2 up to {@link twoStarLimit}, 1 otherwise. find-move: `movesUsed` is the number of
 * tries, 3 on the first, 2 on the second, 1 after that. explain: always 3.
 */
export function starsFor(step: LessonStep, movesUsed: number): 1 | 2 | 3 {
  switch (step.kind) {
    case 'explain':
      return 3;
    case 'find-move':
      return movesUsed <= 1 ? 3 : movesUsed === 2 ? 2 : 1;
    case 'collect-stars':
    case 'capture-all':
      if (movesUsed <= step.par) return 3;
      return movesUsed <= twoStarLimit(step.par) ? 2 : 1;
  }
}

/**
 * Replays what the child did, with the same rules as the board, so the server can trust it.
 * collect-stars / capture-all: every move must be accepted and the last one must finish the
 * step (moves after that are an error). find-move: each move is one try at the same
 * position; the first right answer finishes it, and the client normally sends only that one
 * (3 stars). explain: done with 3 stars, moves are ignored.
 */
export function replayStep(step: LessonStep, moves: readonly string[]): ReplayResult {
  if (step.kind === 'explain') return { done: true, stars: 3, movesUsed: 0 };
  let state = startStep(step);
  if (state.done) return { done: true, stars: 3, movesUsed: 0 };

  if (step.kind === 'find-move') {
    let lastReason: string = STEP_MESSAGES.notFinished;
    for (const [i, move] of moves.entries()) {
      const result = applyStepMove(step, state, move);
      if (result.ok) {
        if (i !== moves.length - 1) return { done: false, stars: 0, movesUsed: i + 1, error: STEP_MESSAGES.tooManyMoves };
        return { done: true, stars: starsFor(step, i + 1), movesUsed: i + 1 };
      }
      state = countTry(state);
      lastReason = result.reason;
    }
    return { done: false, stars: 0, movesUsed: moves.length, error: lastReason };
  }

  for (const [i, move] of moves.entries()) {
    if (state.done) return { done: false, stars: 0, movesUsed: i, error: STEP_MESSAGES.tooManyMoves };
    const result = applyStepMove(step, state, move);
    if (!result.ok) return { done: false, stars: 0, movesUsed: i, error: `Move ${i + 1} (${move}): ${result.reason}` };
    state = result.state;
  }
  if (!state.done) return { done: false, stars: 0, movesUsed: state.movesUsed, error: STEP_MESSAGES.notFinished };
  return { done: true, stars: starsFor(step, state.movesUsed), movesUsed: state.movesUsed };
}

import { Chess, type Color, type Move } from 'chess.js';
import { PIECE_NAMES, type PieceSymbol, type Square } from './position';
import type { ReviewLabel } from '../game-review';
import type { Locale } from '../locales';
import { REVIEW_TEXTS_ES } from './review-sentences.es';
import type { ReviewTexts } from './review-texts';

export type { ReviewTexts } from './review-texts';

// What happened on the board, told in one short sentence a seven-year-old can read: the
// after-game review's detectors (issue 26). Each detector reads a position (and a move); the
// engine only says how good a move was, these say why.

const VALUES: Record<PieceSymbol, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 100 };

export interface BoardPiece {
  square: Square;
  type: PieceSymbol;
}

function boardPieces(chess: Chess, color: Color): BoardPiece[] {
  const pieces: BoardPiece[] = [];
  for (const row of chess.board()) for (const cell of row) if (cell && cell.color === color) pieces.push({ square: cell.square, type: cell.type });
  return pieces;
}

function other(color: Color): Color {
  return color === 'w' ? 'b' : 'w';
}

/** The cheapest piece of `by` attacking `square`, or null. */
function cheapestAttacker(chess: Chess, square: Square, by: Color): PieceSymbol | null {
  let cheapest: PieceSymbol | null = null;
  for (const from of chess.attackers(square, by)) {
    const piece = chess.get(from);
    if (piece && (cheapest === null || VALUES[piece.type] < VALUES[cheapest])) cheapest = piece.type;
  }
  return cheapest;
}

export interface HangingPiece extends BoardPiece {
  /** Nobody of its side guards it. */
  undefended: boolean;
  /** The cheapest enemy piece that can take it. */
  attacker: PieceSymbol;
}

/**
 * The pieces of `color` (not the king) the other side can take and come out ahead: nobody
 * guards them, or a cheaper piece attacks them.
 */
export function hangingPieces(fen: string, color: Color): HangingPiece[] {
  const chess = new Chess(fen);
  const hanging: HangingPiece[] = [];
  for (const piece of boardPieces(chess, color)) {
    if (piece.type === 'k') continue;
    const attacker = cheapestAttacker(chess, piece.square, other(color));
    if (!attacker) continue;
    const undefended = chess.attackers(piece.square, color).length === 0;
    if (undefended || VALUES[attacker] < VALUES[piece.type]) hanging.push({ ...piece, undefended, attacker });
  }
  return hanging.sort((a, b) => VALUES[b.type] - VALUES[a.type]);
}

/** The moves that checkmate at once in `fen`. */
export function mateInOneMoves(fen: string): Move[] {
  const chess = new Chess(fen);
  return chess.moves({ verbose: true }).filter((move) => {
    chess.move(move);
    const mate = chess.isCheckmate();
    chess.undo();
    return mate;
  });
}

export interface Fork {
  piece: PieceSymbol;
  square: Square;
  /** What it attacks, the most valuable first (the king first). */
  targets: BoardPiece[];
}

/**
 * A fork: the piece just moved to `square` attacks two or more enemy pieces (not pawns), each
 * the king, worth more than the forking piece, or unguarded, and it cannot simply be taken
 * for free itself (unless it gives check, so a take is forced or the king must move).
 */
export function forkAt(fenAfter: string, square: Square): Fork | null {
  const chess = new Chess(fenAfter);
  const piece = chess.get(square);
  if (!piece) return null;
  const enemy = other(piece.color);
  const targets = boardPieces(chess, enemy).filter((target) => {
    if (target.type === 'p') return false;
    if (!chess.attackers(target.square, piece.color).includes(square)) return false;
    if (target.type === 'k' || VALUES[target.type] > VALUES[piece.type]) return true;
    return chess.attackers(target.square, enemy).length === 0;
  });
  if (targets.length < 2) return null;
  const givesCheck = targets.some((t) => t.type === 'k');
  const takenFree = cheapestAttacker(chess, square, enemy) !== null && chess.attackers(square, piece.color).length === 0;
  if (takenFree && !givesCheck) return null;
  targets.sort((a, b) => VALUES[b.type] - VALUES[a.type]);
  return { piece: piece.type, square, targets };
}

/** A capture that wins material: the piece taken was unguarded, or worth more than the taker. */
export function winningCapture(fenBefore: string, move: Move): { captured: PieceSymbol; free: boolean } | null {
  if (!move.captured) return null;
  const chess = new Chess(fenBefore);
  const free = chess.attackers(move.to, other(move.color)).length === 0 && !move.isEnPassant();
  if (free || VALUES[move.captured] > VALUES[move.piece]) return { captured: move.captured, free };
  return null;
}

export interface ReviewedMoveInput {
  /** The position before the child's move (the child to move). */
  fenBefore: string;
  /** The child's move, in SAN or UCI. */
  move: string;
  label: ReviewLabel;
  /** The engine's best move in `fenBefore` (SAN), when it differs from the move played. */
  betterSan: string | null;
  /** Moves to mate with the engine's best move (positive: the child mates), else null. */
  betterMate: number | null;
  /** After the child's move, the opponent can mate (the engine's reply line mates). */
  allowsMate: boolean;
  /** The opponent's reply in the game (SAN), if there was one. */
  replySan: string | null;
  /** Number of the ply (1 = White's first move), for "in the opening". */
  ply: number;
}

export interface ReviewSentence {
  /** The sentence shown in the move list. */
  sentence: string;
  /** The same, without naming the better move: shown while "Try it again" is not solved. */
  puzzleSentence: string;
}

const name = (type: PieceSymbol) => PIECE_NAMES[type];

const REVIEW_TEXTS_EN: ReviewTexts = {
  takenAlone: (piece, square, by) => `Your ${name(piece)} on ${square} was left alone and the ${name(by)} took it.`,
  takenByCheaper: (piece, square, by) => `Your ${name(piece)} on ${square} was taken by a ${name(by)}, which is worth less.`,
  castling: () => 'Good move: castling keeps your king safe.',
  movedToSafety: (piece) => `Good move: your ${name(piece)} is safe now.`,
  guarded: (piece, square) => `Good move: now your ${name(piece)} on ${square} is safe.`,
  developed: (piece) => `Good move: your ${name(piece)} comes out to help.`,
  centrePawn: () => 'Good move: your pawn takes the middle of the board.',
  bestMove: () => 'Good move: that is one of the best moves here.',
  checkmate: (san) => `Checkmate with ${san}! You won the game.`,
  fork: (piece, first, second) => `Great fork: the ${name(piece)} attacks the ${name(first)} and the ${name(second)}.`,
  tookFree: (captured) => `You took the ${name(captured)} for free!`,
  goodTrade: (captured, by) => `Good trade: you took a ${name(captured)} with a ${name(by)}.`,
  promoted: (to) => `Your pawn became a ${name(to)}!`,
  check: () => 'Check! The king has to get out of danger.',
  took: (captured) => `Good: you took the ${name(captured)}.`,
  missedMateInOne: (san) => `You could have checkmated with ${san}!`,
  missedMateInOnePuzzle: () => 'You could have checkmated here! Can you find the move?',
  missedMate: (moves, san) => `You had a checkmate in ${moves}, starting with ${san}!`,
  missedMatePuzzle: (moves) => `You had a checkmate in ${moves} here! Can you find the first move?`,
  missedWin: (captured, san) => `You could have won the ${name(captured)} with ${san}!`,
  missedWinPuzzle: (captured) => `You could have won a ${name(captured)} here! Can you find how?`,
  missedWinningMove: (san) => `You had a winning move here: ${san}!`,
  missedWinningMoveUnnamed: () => 'You had a winning move here.',
  missedWinningMovePuzzle: () => 'You had a winning move here! Can you find it?',
  allowsMate: () => 'This move lets your opponent checkmate.',
  leftFree: (piece, square) => `After this move your ${name(piece)} on ${square} could be taken for free.`,
  leftToCheaper: (piece, square, attacker) => `After this move a ${name(attacker)} could take your ${name(piece)} on ${square}.`,
  inaccuracy: () => 'This move is OK, but there was a stronger one.',
  givesChance: () => 'This move gives your opponent a chance.',
  betterCapture: (captured, san) => `You could have taken the ${name(captured)} with ${san}.`,
  betterMove: (san) => `A better move was ${san}.`,
  findBetter: () => 'Can you find a better move?',
  hintPiece: (piece) => `Look at your ${name(piece)}.`,
  hintSquare: (piece, square) => `Your ${name(piece)} can go to ${square}.`,
};

/** The review's sentences in each language the product speaks. */
export const REVIEW_TEXTS: Record<Locale, ReviewTexts> = { en: REVIEW_TEXTS_EN, es: REVIEW_TEXTS_ES };

const same = (sentence: string): ReviewSentence => ({ sentence, puzzleSentence: sentence });

function playedMove(fen: string, text: string): { move: Move; fenAfter: string } {
  const chess = new Chess(fen);
  const move = chess.move(/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(text) ? { from: text.slice(0, 2), to: text.slice(2, 4), promotion: text[4] } : text);
  return { move, fenAfter: chess.fen() };
}

/** "Your knight on f3 was left alone and the bishop took it." when the reply took a piece the move left hanging. */
export function hangingPieceTaken(fenAfter: string, replySan: string, locale: Locale = 'en'): string | null {
  const chess = new Chess(fenAfter);
  let reply: Move;
  try {
    reply = chess.move(replySan);
  } catch {
    return null;
  }
  if (!reply.captured || reply.captured === 'p') return null;
  const hanging = hangingPieces(fenAfter, other(reply.color)).find((p) => p.square === reply.to);
  if (!hanging) return null;
  const t = REVIEW_TEXTS[locale];
  return hanging.undefended ? t.takenAlone(hanging.type, hanging.square, reply.piece) : t.takenByCheaper(hanging.type, hanging.square, reply.piece);
}

function goodQuietSentence(t: ReviewTexts, fenBefore: string, move: Move, fenAfter: string, ply: number): string {
  if (move.isKingsideCastle() || move.isQueensideCastle()) return t.castling();
  const savedBefore = hangingPieces(fenBefore, move.color);
  const savedAfter = new Set(hangingPieces(fenAfter, move.color).map((p) => p.type + p.square));
  const moved = savedBefore.find((p) => p.square === move.from);
  if (moved) return t.movedToSafety(moved.type);
  const guarded = savedBefore.find((p) => !savedAfter.has(p.type + p.square) && p.square !== move.from);
  if (guarded) return t.guarded(guarded.type, guarded.square);
  const backRank = move.color === 'w' ? '1' : '8';
  if ((move.piece === 'n' || move.piece === 'b') && move.from[1] === backRank && ply <= 24) return t.developed(move.piece);
  if (move.piece === 'p' && ['d4', 'e4', 'd5', 'e5'].includes(move.to)) return t.centrePawn();
  return t.bestMove();
}

/** The sentence of one of the child's moves, from what happened on the board and its label, in `locale`. */
export function reviewSentence(input: ReviewedMoveInput, locale: Locale = 'en'): ReviewSentence {
  const t = REVIEW_TEXTS[locale];
  const { move, fenAfter } = playedMove(input.fenBefore, input.move);
  const after = new Chess(fenAfter);
  const better = input.betterSan;

  if (after.isCheckmate()) return same(t.checkmate(move.san.replace(/#$/, '')));

  if (input.label === 'great' || input.label === 'good') {
    const fork = forkAt(fenAfter, move.to);
    if (fork) {
      const [first, second] = fork.targets as [BoardPiece, BoardPiece];
      return same(t.fork(fork.piece, first.type, second.type));
    }
    const capture = winningCapture(input.fenBefore, move);
    if (capture) return same(capture.free ? t.tookFree(capture.captured) : t.goodTrade(capture.captured, move.piece));
    if (move.promotion) return same(t.promoted(move.promotion));
    if (after.isCheck()) return same(t.check());
    if (move.captured) return same(t.took(move.captured));
    return same(goodQuietSentence(t, input.fenBefore, move, fenAfter, input.ply));
  }

  if (input.label === 'missed-win') {
    if (input.betterMate !== null && input.betterMate > 0 && better) {
      const mateMove = better.replace(/[+#]$/, '');
      return input.betterMate === 1
        ? { sentence: t.missedMateInOne(mateMove), puzzleSentence: t.missedMateInOnePuzzle() }
        : { sentence: t.missedMate(input.betterMate, mateMove), puzzleSentence: t.missedMatePuzzle(input.betterMate) };
    }
    const betterCapture = better ? captureOf(input.fenBefore, better) : null;
    if (betterCapture && better) return { sentence: t.missedWin(betterCapture, better), puzzleSentence: t.missedWinPuzzle(betterCapture) };
    return {
      sentence: better ? t.missedWinningMove(better) : t.missedWinningMoveUnnamed(),
      puzzleSentence: t.missedWinningMovePuzzle(),
    };
  }

  // inaccuracy, mistake, blunder: what went wrong, then the better idea.
  const taken = input.replySan ? hangingPieceTaken(fenAfter, input.replySan, locale) : null;
  const leftHanging = hangingPieces(fenAfter, move.color).find((p) => p.type !== 'p');
  let what: string;
  if (taken) what = taken;
  else if (input.allowsMate) what = t.allowsMate();
  else if (leftHanging)
    what = leftHanging.undefended
      ? t.leftFree(leftHanging.type, leftHanging.square)
      : t.leftToCheaper(leftHanging.type, leftHanging.square, leftHanging.attacker);
  else if (input.label === 'inaccuracy') what = t.inaccuracy();
  else what = t.givesChance();

  if (!better) return same(what);
  const betterCapture = captureOf(input.fenBefore, better);
  const idea = betterCapture ? t.betterCapture(betterCapture, better) : t.betterMove(better);
  return { sentence: `${what} ${idea}`, puzzleSentence: `${what} ${t.findBetter()}` };
}

function captureOf(fen: string, san: string): PieceSymbol | null {
  try {
    return new Chess(fen).move(san).captured ?? null;
  } catch {
    return null;
  }
}

/** The hints of "Try it again", one at a time: which piece, then where it goes, in `locale`. */
export function retryHints(fen: string, betterSan: string, locale: Locale = 'en'): string[] {
  const { move } = playedMove(fen, betterSan);
  const t = REVIEW_TEXTS[locale];
  return [t.hintPiece(move.piece), t.hintSquare(move.piece, move.to)];
}

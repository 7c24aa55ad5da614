import type { PieceSymbol } from './position';
import type { ReviewTexts } from './review-texts';

// The after-game review's sentences in Spanish (issue 27), one template per kind of
// review-sentences.ts, for a child of 6 to 8: tú form, chess words as players say them (jaque,
// jaque mate, horquilla, cambio, dama). Spanish needs each piece's gender for its article and
// for "solo/sola", "lo/la". Moves stay in SAN, as the move list beside the sentence shows them.

const PIECES: Record<PieceSymbol, { name: string; feminine: boolean }> = {
  p: { name: 'peón', feminine: false },
  n: { name: 'caballo', feminine: false },
  b: { name: 'alfil', feminine: false },
  r: { name: 'torre', feminine: true },
  q: { name: 'dama', feminine: true },
  k: { name: 'rey', feminine: false },
};

const name = (type: PieceSymbol) => PIECES[type].name;
/** "el caballo", "la torre" */
const the = (type: PieceSymbol) => `${PIECES[type].feminine ? 'la' : 'el'} ${name(type)}`;
/** "un caballo", "una torre" */
const a = (type: PieceSymbol) => `${PIECES[type].feminine ? 'una' : 'un'} ${name(type)}`;
/** The object after "ataca": "al rey", "a la torre". */
const toThe = (type: PieceSymbol) => (PIECES[type].feminine ? `a la ${name(type)}` : `al ${name(type)}`);
/** A word in the piece's gender: agree(type, 'solo', 'sola'). */
const agree = (type: PieceSymbol, masculine: string, feminine: string) => (PIECES[type].feminine ? feminine : masculine);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const REVIEW_TEXTS_ES: ReviewTexts = {
  takenAlone: (piece, square, by) =>
    `Tu ${name(piece)} en ${square} se quedó ${agree(piece, 'solo', 'sola')} y ${the(by)} ${agree(piece, 'lo', 'la')} capturó.`,
  takenByCheaper: (piece, square, by) => `${capital(a(by))}, que vale menos, capturó tu ${name(piece)} en ${square}.`,
  castling: () => 'Buena jugada: el enroque protege a tu rey.',
  movedToSafety: (piece) => `Buena jugada: tu ${name(piece)} ya está a salvo.`,
  guarded: (piece, square) => `Buena jugada: ahora tu ${name(piece)} en ${square} está a salvo.`,
  developed: (piece) => `Buena jugada: tu ${name(piece)} sale a ayudar.`,
  centrePawn: () => 'Buena jugada: tu peón ocupa el centro del tablero.',
  bestMove: () => 'Buena jugada: es una de las mejores que podías hacer.',
  checkmate: (san) => `¡Jaque mate con ${san}! Ganaste la partida.`,
  fork: (piece, first, second) => `Gran horquilla: ${the(piece)} ataca ${toThe(first)} y ${toThe(second)}.`,
  tookFree: (captured) => `¡Capturaste ${the(captured)} gratis!`,
  goodTrade: (captured, by) => `Buen cambio: capturaste ${a(captured)} con tu ${name(by)}.`,
  promoted: (to) => `¡Tu peón coronó y se convirtió en ${a(to)}!`,
  check: () => '¡Jaque! El rey tiene que salir del peligro.',
  took: (captured) => `Bien: capturaste ${the(captured)}.`,
  missedMateInOne: (san) => `¡Podías dar jaque mate con ${san}!`,
  missedMateInOnePuzzle: () => '¡Aquí podías dar jaque mate! ¿Encuentras la jugada?',
  missedMate: (moves, san) => `¡Tenías un jaque mate en ${moves} jugadas, empezando con ${san}!`,
  missedMatePuzzle: (moves) => `¡Aquí tenías un jaque mate en ${moves} jugadas! ¿Encuentras la primera jugada?`,
  missedWin: (captured, san) => `¡Podías ganar ${the(captured)} con ${san}!`,
  missedWinPuzzle: (captured) => `¡Aquí podías ganar ${a(captured)}! ¿Encuentras cómo?`,
  missedWinningMove: (san) => `¡Aquí tenías una jugada ganadora: ${san}!`,
  missedWinningMoveUnnamed: () => 'Aquí tenías una jugada ganadora.',
  missedWinningMovePuzzle: () => '¡Aquí tenías una jugada ganadora! ¿La encuentras?',
  allowsMate: () => 'Esta jugada deja que tu rival te dé jaque mate.',
  leftFree: (piece, square) => `Después de esta jugada, tu ${name(piece)} en ${square} se podía capturar gratis.`,
  leftToCheaper: (piece, square, attacker) => `Después de esta jugada, ${a(attacker)} podía capturar tu ${name(piece)} en ${square}.`,
  inaccuracy: () => 'Esta jugada está bien, pero había una mejor.',
  givesChance: () => 'Esta jugada le da una oportunidad a tu rival.',
  betterCapture: (captured, san) => `Podías capturar ${the(captured)} con ${san}.`,
  betterMove: (san) => `Una jugada mejor era ${san}.`,
  findBetter: () => '¿Encuentras una jugada mejor?',
  hintPiece: (piece) => `Mira tu ${name(piece)}.`,
  hintSquare: (piece, square) => `Tu ${name(piece)} puede ir a ${square}.`,
};

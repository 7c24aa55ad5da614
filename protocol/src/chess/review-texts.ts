import type { PieceSymbol, Square } from './position';

/**
 * Every sentence the review can say, as a template per kind (issue 27): the English in
 * review-sentences.ts, each other language in review-sentences.es.ts and so on, all typed by this interface, so a kind
 * added in English and missing in a language fails the typecheck. Pieces come as symbols: each
 * language names them itself, with its own articles and genders. Moves stay in SAN.
 */
export interface ReviewTexts {
  takenAlone(piece: PieceSymbol, square: Square, by: PieceSymbol): string;
  takenByCheaper(piece: PieceSymbol, square: Square, by: PieceSymbol): string;
  castling(): string;
  movedToSafety(piece: PieceSymbol): string;
  guarded(piece: PieceSymbol, square: Square): string;
  developed(piece: PieceSymbol): string;
  centrePawn(): string;
  bestMove(): string;
  checkmate(san: string): string;
  fork(piece: PieceSymbol, first: PieceSymbol, second: PieceSymbol): string;
  tookFree(captured: PieceSymbol): string;
  goodTrade(captured: PieceSymbol, by: PieceSymbol): string;
  promoted(to: PieceSymbol): string;
  check(): string;
  took(captured: PieceSymbol): string;
  missedMateInOne(san: string): string;
  missedMateInOnePuzzle(): string;
  missedMate(moves: number, san: string): string;
  missedMatePuzzle(moves: number): string;
  missedWin(captured: PieceSymbol, san: string): string;
  missedWinPuzzle(captured: PieceSymbol): string;
  missedWinningMove(san: string): string;
  missedWinningMoveUnnamed(): string;
  missedWinningMovePuzzle(): string;
  allowsMate(): string;
  leftFree(piece: PieceSymbol, square: Square): string;
  leftToCheaper(piece: PieceSymbol, square: Square, attacker: PieceSymbol): string;
  inaccuracy(): string;
  givesChance(): string;
  betterCapture(captured: PieceSymbol, san: string): string;
  betterMove(san: string): string;
  findBetter(): string;
  hintPiece(piece: PieceSymbol): string;
  hintSquare(piece: PieceSymbol, square: Square): string;
}

import { MAX_PUZZLE_RATING, MIN_PUZZLE_RATING } from '../../../server/src/content/puzzles/puzzle-content';
import type { LineFacts } from './tactics';

/**
 * Estimated rating (400-1600) of a generated puzzle from what makes a puzzle hard for a child:
 * a longer forced line, a quiet or backward move rather than a check or a capture, many legal
 * moves and pieces to look at, many tempting checks beside the right one, and a narrow margin
 * between the best and the second-best move. Hand-set weights: an estimate that orders puzzles
 * sensibly, not a measured Glicko rating (only players solving them could give that).
 */
export interface RatingFeatures extends Pick<
  LineFacts,
  'firstIsCapture' | 'firstIsCheck' | 'firstIsBackward' | 'legalMoves' | 'pieceCount' | 'checkingMoves' | 'themes' | 'firstPiece'
> {
  mateIn: number | null;
  /** Plies of the solution line. */
  plies: number;
  /** Best minus second-best move at the verification depth, centipawns; null for mates. */
  gapCp: number | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function estimateRating(f: RatingFeatures): number {
  const has = (theme: string) => f.themes.includes(theme);
  const quiet = !f.firstIsCapture && !f.firstIsCheck;
  let rating: number;
  if (f.mateIn !== null) {
    rating = f.mateIn === 1 ? 450 : 1050;
    if (quiet) rating += 250;
    else if (f.firstIsCapture && !f.firstIsCheck) rating += 50;
    // Checks that do not mate are the tempting wrong answers.
    rating += clamp((f.checkingMoves - 1) * 25, 0, 125);
    if (has('backRankMate')) rating -= 50;
  } else {
    rating = f.plies >= 3 ? 950 : 650;
    if (quiet) rating += 250;
    else if (f.firstIsCheck && !f.firstIsCapture) rating -= 30;
    if (has('hangingPiece')) rating -= 150;
    if (f.gapCp !== null) {
      if (f.gapCp < 350) rating += 100;
      else if (f.gapCp >= 800) rating -= 50;
    }
    // Ordered as the Lichess sample orders them (median rating: hanging piece < skewer, fork < discovered attack < pin).
    if (has('fork') || has('skewer')) rating += 100;
    if (has('discoveredAttack') || has('doubleCheck')) rating += 120;
    if (has('pin')) rating += 150;
  }
  if (f.firstIsBackward) rating += 100;
  if (f.firstPiece === 'k') rating += 60;
  if (has('underPromotion')) rating += 150;
  rating += clamp((f.legalMoves - 30) * 4, -60, 80);
  rating += clamp((f.pieceCount - 16) * 6, -60, 80);
  return clamp(Math.round(rating / 10) * 10, MIN_PUZZLE_RATING, MAX_PUZZLE_RATING);
}

import { Chess } from 'chess.js';

// Pure rules behind the insights: what a child's recent results say, in a child's words.

/** Puzzle themes a child can be told about, with the lesson that helps. */
export const THEME_WORDS: Record<string, { plural: string; lessonId: string; lessonTitle: string }> = {
  fork: { plural: 'forks', lessonId: 'tactics', lessonTitle: 'First Tricks' },
  pin: { plural: 'pins', lessonId: 'tactics', lessonTitle: 'First Tricks' },
  skewer: { plural: 'skewers', lessonId: 'tactics', lessonTitle: 'First Tricks' },
  mateIn1: { plural: 'checkmates in one', lessonId: 'checkmate', lessonTitle: 'Checkmate!' },
  mateIn2: { plural: 'checkmates in two', lessonId: 'checkmate', lessonTitle: 'Checkmate!' },
  backRankMate: { plural: 'back-rank checkmates', lessonId: 'two-rooks', lessonTitle: 'The Rook Ladder' },
  hangingPiece: { plural: 'free pieces', lessonId: 'piece-values', lessonTitle: 'What Pieces Are Worth' },
  promotion: { plural: 'promotions', lessonId: 'promotion', lessonTitle: 'Promotion' },
};

/** A streak worth saying out loud. */
export const STREAK_LENGTHS = [5, 10, 20] as const;
/** Misses among the last tries of a theme before we suggest its lesson. */
export const STRUGGLE = { misses: 3, of: 4 } as const;
/** "Early" is the first 15 moves of each side; "often" is 3 of the last 5 games. */
export const EARLY_PLIES = 30;
export const QUEEN_LOST = { games: 3, of: 5 } as const;

/** Leading first-try solves, newest first. */
export function leadingCleanSolves(tries: readonly { clean: boolean }[]): number {
  let streak = 0;
  for (const attempt of tries) {
    if (!attempt.clean) break;
    streak += 1;
  }
  return streak;
}

/** True when the child's queen was captured in the game's first EARLY_PLIES plies. */
export function queenLostEarly(moves: readonly string[], colour: 'white' | 'black'): boolean {
  const chess = new Chess();
  const mine = colour === 'white' ? 'w' : 'b';
  for (const san of moves.slice(0, EARLY_PLIES)) {
    let move;
    try {
      move = chess.move(san);
    } catch {
      return false;
    }
    if (move.color !== mine && move.captured === 'q') return true;
  }
  return false;
}

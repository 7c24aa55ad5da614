import type { ReviewMove } from '@chess-quest/protocol/game-review';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { retryHints, reviewSentence, type ReviewSentence } from '@chess-quest/protocol/chess/review-sentences';
import type { StoredReview } from '../../db/schema/game-review';
import type { StoredMoveFacts } from './analyse';

/** A stored move: the engine facts are there for reviews computed since issue 27, absent before. */
type StoredMove = ReviewMove & Partial<StoredMoveFacts>;

/** The review's words in one language: each child move's sentences by ply, and the retry hints. */
export interface ReviewWords {
  byPly: Map<number, ReviewSentence>;
  hints: string[] | null;
}

/** The answer's move as the API sends it: the stored engine facts are not part of it. */
export function publicMove(move: ReviewMove): ReviewMove {
  const { betterMate: _mate, allowsMate: _allows, ...rest } = move as StoredMove;
  return rest;
}

/**
 * The review's sentences and hints said again in `locale`, at read time, from what the review
 * stored (issue 27): the review is computed once per game, in English, and each reader hears it
 * in its own language. English is the stored text itself (null here: nothing to redo).
 *
 * A review stored before the engine facts were kept has no betterMate/allowsMate: its move is
 * said again with both taken as none only when that gives back the stored English sentence
 * (then the same detector speaks, so the other language is right too); otherwise the move
 * keeps its stored English sentence.
 */
export function reviewWords(review: StoredReview, locale: Locale): ReviewWords | null {
  if (locale === SOURCE_LOCALE) return null;
  const big = review.biggestMistake;
  const byPly = new Map<number, ReviewSentence>();
  const moves = review.moves as StoredMove[];
  for (const [index, move] of moves.entries()) {
    if (!move.byChild || !move.label || move.sentence === null) continue;
    const known = move.allowsMate !== undefined;
    const input = {
      fenBefore: move.fenBefore,
      move: move.uci,
      label: move.label,
      betterSan: move.betterSan,
      betterMate: move.betterMate ?? null,
      allowsMate: move.allowsMate ?? false,
      replySan: moves[index + 1]?.san ?? null,
      ply: move.ply,
    };
    try {
      if (!known) {
        const english = reviewSentence(input, SOURCE_LOCALE);
        const isBig = big?.ply === move.ply;
        if (english.sentence !== move.sentence || (isBig && english.puzzleSentence !== big.sentence)) continue;
      }
      byPly.set(move.ply, reviewSentence(input, locale));
    } catch {
      // A stored move that no longer replays keeps its stored sentence.
    }
  }
  let hints: string[] | null = null;
  if (big) {
    try {
      hints = retryHints(big.fen, big.better.san, locale);
    } catch {
      hints = null;
    }
  }
  return { byPly, hints };
}

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { COLORS, GAME_OUTCOMES } from '@chess-quest/protocol/enums';
import { REVIEW_GAME_KINDS, REVIEW_STATUSES, type ReviewMove, type BiggestMistake } from '@chess-quest/protocol/game-review';
import { childRef, createdAt, oneOf, tstz } from './columns';

/** What a ready review keeps: the labelled moves and the biggest mistake with its better move (never sent before it is solved). */
export interface StoredReview {
  moves: ReviewMove[];
  biggestMistake: (Omit<BiggestMistake, 'solved' | 'betterSan'> & { better: { san: string; uci: string }; goodUcis: string[] }) | null;
}

/**
 * The after-game review (issue 26, decision 044): one row per finished game and child, made
 * by the game-end fact's subscriber (insert on conflict do nothing: a second delivery does
 * nothing) as `pending`; the review job claims a pending row for a while (`claimed_until`),
 * computes it in the engine pool and writes it `ready`, once. A node that dies mid-way leaves
 * the claim to expire, and another run takes it again.
 */
export const gameReviews = pgTable(
  'game_reviews',
  {
    gameId: uuid('game_id').notNull(),
    childId: childRef(),
    kind: text('kind', { enum: REVIEW_GAME_KINDS }).notNull(),
    colour: text('colour', { enum: COLORS }).notNull(),
    result: text('result', { enum: GAME_OUTCOMES }).notNull(),
    /** "Easy computer" or the opponent's generated username: never a real name. */
    opponent: text('opponent').notNull(),
    /** Every move of the game in SAN, both sides. */
    moves: text('moves').array().notNull(),
    finishedAt: tstz('finished_at').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** A run working on the review holds it until then; null when nobody does. */
    claimedUntil: tstz('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    review: jsonb('review').$type<StoredReview>(),
    /** Counts of the ready review, for the grown-ups' series. */
    mistakes: integer('mistakes'),
    inaccuracies: integer('inaccuracies'),
    childMoves: integer('child_moves'),
    /** When the child played the better move of the biggest mistake ("Try it again"): once. */
    retrySolvedAt: tstz('retry_solved_at'),
    createdAt: createdAt(),
    readyAt: tstz('ready_at'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.childId] }),
    index('game_reviews_child_finished_idx').on(t.childId, t.finishedAt),
    index('game_reviews_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('game_reviews_kind_check', oneOf(t.kind, REVIEW_GAME_KINDS)),
    check('game_reviews_status_check', oneOf(t.status, REVIEW_STATUSES)),
    check('game_reviews_colour_check', oneOf(t.colour, COLORS)),
    check('game_reviews_result_check', oneOf(t.result, GAME_OUTCOMES)),
    check('game_reviews_ready_check', sql`(${t.status} = 'ready') = (${t.review} is not null)`),
  ],
);

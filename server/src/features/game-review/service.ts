import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  GAME_REVIEW_ANSWER_MESSAGES,
  GAME_REVIEW_LIST_LIMIT,
  GAME_REVIEW_MESSAGES as M,
  MISTAKES_SERIES_GAMES,
  REVIEW_LABELS,
  REVIEW_RETRY_POINTS,
  type GameReview,
  type GameReviewList,
  type LabelCounts,
  type MistakesSeries,
  type RetryAnswer,
  type ReviewGameKind,
} from '@chess-quest/protocol/game-review';
import type { FactOf } from '@chess-quest/protocol/facts';
import { parseMoveInput } from '@chess-quest/protocol/chess/move-input';
import { moveRefusalMessage } from '@chess-quest/protocol/chess/player-move';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { Chess } from 'chess.js';
import type { Database, Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { arenaPairings } from '../../db/schema/arenas';
import { classStudents, classTeachers } from '../../db/schema/classes';
import { gameReviews, type StoredReview } from '../../db/schema/game-review';
import { isPremium } from '../../domain/premium';
import { BackgroundLaneTimeoutError } from '../../engine/background-lane';
import type { ReviewEngine, ReviewSearch } from '../../engine/review';
import type { FactLog } from '../../events/outbox';
import { conflict, notFound } from '../../http/errors';
import { computeReview, REVIEW_SEARCH } from './analyse';
import { publicMove, reviewWords } from './sentences';

/** A run holds a pending review this long; a node that dies mid-way leaves it to the next run after that. */
export const REVIEW_CLAIM_MS = 2 * 60_000;
/** A review that failed this many times is left (logged); the game's other data are untouched. */
export const REVIEW_MAX_ATTEMPTS = 5;

type GameFact = FactOf<'ai.game.finished'> | FactOf<'multiplayer.game.finished'>;
type Row = typeof gameReviews.$inferSelect;

const AI_OPPONENTS: Record<string, string> = { easy: 'Easy computer', medium: 'Medium computer', hard: 'Hard computer' };

export interface GameReviewDeps {
  db: Database;
  /** The engine as the review may use it: the background lane (decision 044). */
  engine: ReviewEngine;
  facts: FactLog;
  search?: ReviewSearch;
  now?: () => Date;
  onError?: (error: unknown, gameId: string) => void;
}

/** What the review and the list both say of a game. */
function heading(row: Row, locked: boolean) {
  return {
    gameId: row.gameId,
    kind: row.kind,
    colour: row.colour,
    result: row.result,
    opponent: row.opponent,
    finishedAt: row.finishedAt.toISOString(),
    status: row.status,
    locked,
  };
}

function counts(review: StoredReview | null): LabelCounts | null {
  if (!review) return null;
  const result = Object.fromEntries(REVIEW_LABELS.map((label) => [label, 0])) as LabelCounts;
  for (const move of review.moves) if (move.byChild && move.label) result[move.label]++;
  return result;
}

export function createGameReviewService({ db, engine, facts, search = REVIEW_SEARCH, now = () => new Date(), onError }: GameReviewDeps) {
  let running: Promise<number> | null = null;

  /** The child's latest finished game, the one a free child may see. */
  async function latestGameId(childId: string): Promise<string | null> {
    const [row] = await db
      .select({ gameId: gameReviews.gameId })
      .from(gameReviews)
      .where(eq(gameReviews.childId, childId))
      .orderBy(desc(gameReviews.finishedAt), desc(gameReviews.createdAt))
      .limit(1);
    return row?.gameId ?? null;
  }

  async function readRow(childId: string, gameId: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(gameReviews)
      .where(and(eq(gameReviews.childId, childId), eq(gameReviews.gameId, gameId)));
    // Another child's game answers exactly like a missing one.
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function isLocked(row: Row, subscriptionStatus: string): Promise<boolean> {
    if (isPremium(subscriptionStatus)) return false;
    return (await latestGameId(row.childId)) !== row.gameId;
  }

  function answer(row: Row, locked: boolean, locale: Locale): GameReview {
    const base = heading(row, locked);
    const review = row.review;
    if (locked || row.status !== 'ready' || !review) {
      const said = GAME_REVIEW_ANSWER_MESSAGES[locale];
      return { ...base, message: locked ? said.locked : said.pending, moves: [], counts: null, biggestMistake: null };
    }
    const solved = row.retrySolvedAt !== null;
    const big = review.biggestMistake;
    // The stored English, or the same sentences said again in the reader's language (issue 27).
    const words = reviewWords(review, locale);
    const said = (ply: number) => words?.byPly.get(ply);
    const bigSentence = big ? (said(big.ply)?.puzzleSentence ?? big.sentence) : null;
    // Until the child found the better move, its move in the list does not tell it.
    const moves = review.moves.map((stored) => {
      const move = publicMove(stored);
      if (big && !solved && move.ply === big.ply) return { ...move, sentence: bigSentence, betterSan: null };
      const sentence = said(move.ply)?.sentence;
      return sentence === undefined ? move : { ...move, sentence };
    });
    return {
      ...base,
      message: null,
      moves,
      counts: counts(review),
      biggestMistake: big
        ? {
            ply: big.ply,
            fen: big.fen,
            label: big.label,
            played: big.played,
            sentence: bigSentence ?? big.sentence,
            hints: words?.hints ?? big.hints,
            solved,
            betterSan: solved ? big.better.san : null,
          }
        : null,
    };
  }

  /** Claims the oldest pending review nobody holds (or whose holder's time ran out), for REVIEW_CLAIM_MS. */
  async function claimOne(): Promise<Row | null> {
    return db.transaction(async (tx) => {
      const at = now();
      const [free] = await tx
        .select({ gameId: gameReviews.gameId, childId: gameReviews.childId })
        .from(gameReviews)
        .where(
          and(
            eq(gameReviews.status, 'pending'),
            lt(gameReviews.attempts, REVIEW_MAX_ATTEMPTS),
            or(isNull(gameReviews.claimedUntil), lt(gameReviews.claimedUntil, at)),
          ),
        )
        .orderBy(asc(gameReviews.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!free) return null;
      const [row] = await tx
        .update(gameReviews)
        .set({ claimedUntil: new Date(at.getTime() + REVIEW_CLAIM_MS), attempts: sql`${gameReviews.attempts} + 1` })
        .where(and(eq(gameReviews.gameId, free.gameId), eq(gameReviews.childId, free.childId)))
        .returning();
      return row ?? null;
    });
  }

  /** Computes one claimed review and writes it, once: only a row still pending takes it. */
  async function complete(row: Row): Promise<void> {
    const computed = await computeReview(engine, { moves: row.moves, colour: row.colour }, search);
    await db
      .update(gameReviews)
      .set({
        status: 'ready',
        review: computed.review,
        mistakes: computed.mistakes,
        inaccuracies: computed.inaccuracies,
        childMoves: computed.childMoves,
        claimedUntil: null,
        readyAt: now(),
      })
      .where(and(eq(gameReviews.gameId, row.gameId), eq(gameReviews.childId, row.childId), eq(gameReviews.status, 'pending')));
  }

  async function runPendingOnce(limit: number): Promise<number> {
    let done = 0;
    while (done < limit) {
      const row = await claimOne();
      if (!row) break;
      try {
        await complete(row);
        done++;
      } catch (error) {
        // The engine too busy with games for the lane is no failure of the review: that try does not count.
        const busy = error instanceof BackgroundLaneTimeoutError;
        if (!busy) onError?.(error, row.gameId);
        // Let it go a little later than a dead node's claim would: another try after 10 s × attempts.
        await db
          .update(gameReviews)
          .set({
            claimedUntil: new Date(now().getTime() + 10_000 * row.attempts),
            ...(busy ? { attempts: sql`${gameReviews.attempts} - 1` } : {}),
          })
          .where(and(eq(gameReviews.gameId, row.gameId), eq(gameReviews.childId, row.childId), eq(gameReviews.status, 'pending')));
        break;
      }
    }
    return done;
  }

  return {
    /**
     * The game-end fact's reaction, in the delivery's transaction: the review is queued once
     * per game and child (a second delivery inserts nothing).
     */
    async queue(tx: Tx, fact: GameFact): Promise<boolean> {
      const [child] = await tx.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.id, fact.childId));
      if (!child) return false;
      let kind: ReviewGameKind = 'ai';
      if (fact.type === 'multiplayer.game.finished') {
        const [pairing] = await tx
          .select({ gameId: arenaPairings.gameId })
          .from(arenaPairings)
          .where(and(eq(arenaPairings.gameId, fact.gameId), eq(arenaPairings.childId, fact.childId)));
        kind = pairing ? 'arena' : 'live';
      }
      const inserted = await tx
        .insert(gameReviews)
        .values({
          gameId: fact.gameId,
          childId: fact.childId,
          kind,
          colour: fact.colour,
          result: fact.result,
          opponent: fact.type === 'ai.game.finished' ? (AI_OPPONENTS[fact.level] ?? 'Computer') : fact.opponentUsername,
          moves: fact.moves,
          finishedAt: new Date(fact.at),
        })
        .onConflictDoNothing()
        .returning({ gameId: gameReviews.gameId });
      return inserted.length > 0;
    },

    /**
     * Reviews pending games, one at a time, at most `limit` in this run; one run at a time on
     * this node (the claim keeps nodes apart). Returns how many were completed.
     */
    runPending(limit = 20): Promise<number> {
      if (running) return running;
      running = runPendingOnce(limit).finally(() => {
        running = null;
      });
      return running;
    },

    /** The review in `locale`: its sentences and hints are said in the reader's language at read time. */
    async get(childId: string, subscriptionStatus: string, gameId: string, locale: Locale = SOURCE_LOCALE): Promise<GameReview> {
      const row = await readRow(childId, gameId);
      return answer(row, await isLocked(row, subscriptionStatus), locale);
    },

    async list(childId: string, subscriptionStatus: string): Promise<GameReviewList> {
      const rows = await db
        .select()
        .from(gameReviews)
        .where(eq(gameReviews.childId, childId))
        .orderBy(desc(gameReviews.finishedAt), desc(gameReviews.createdAt))
        .limit(GAME_REVIEW_LIST_LIMIT);
      const premium = isPremium(subscriptionStatus);
      return {
        reviews: rows.map((row, index) => {
          const locked = !premium && index > 0;
          return {
            ...heading(row, locked),
            mistakes: locked || row.status !== 'ready' ? null : row.mistakes,
            moveCount: row.moves.length,
          };
        }),
      };
    },

    /** "Try it again": the child's move in the biggest mistake's position; the first correct one pays, once. */
    async retry(
      child: { id: string; accountId: string },
      subscriptionStatus: string,
      gameId: string,
      text: string,
      locale: Locale = SOURCE_LOCALE,
    ): Promise<RetryAnswer> {
      const said = GAME_REVIEW_ANSWER_MESSAGES[locale];
      const row = await readRow(child.id, gameId);
      if (await isLocked(row, subscriptionStatus)) throw conflict(M.locked);
      if (row.status !== 'ready' || !row.review) throw conflict(M.notReady);
      const big = row.review.biggestMistake;
      if (!big) throw conflict(M.noMistake);
      const parsed = parseMoveInput(big.fen, text);
      if (!parsed.ok) return { correct: false, message: moveRefusalMessage(big.fen, text, parsed), san: null, betterSan: null, points: 0 };
      const move = new Chess(big.fen).move({ from: parsed.move.from, to: parsed.move.to, promotion: parsed.move.promotion });
      const uci = `${move.from}${move.to}${move.promotion ?? ''}`;
      if (uci !== big.better.uci && !big.goodUcis.includes(uci)) {
        return { correct: false, message: said.retryWrong, san: move.san, betterSan: null, points: 0 };
      }
      const paid = await db.transaction(async (tx) => {
        const solved = await tx
          .update(gameReviews)
          .set({ retrySolvedAt: now() })
          .where(and(eq(gameReviews.gameId, gameId), eq(gameReviews.childId, child.id), sql`${gameReviews.retrySolvedAt} is null`))
          .returning({ gameId: gameReviews.gameId });
        if (solved.length === 0) return false;
        await facts.record(tx, {
          type: 'game_review.retry.solved',
          accountId: child.accountId,
          childId: child.id,
          at: now().toISOString(),
          gameId,
          ply: big.ply,
          san: move.san,
          points: REVIEW_RETRY_POINTS,
        });
        return true;
      });
      return {
        correct: true,
        message: paid ? said.retryCorrect(move.san) : said.alreadySolved,
        san: move.san,
        betterSan: big.better.san,
        points: paid ? REVIEW_RETRY_POINTS : 0,
      };
    },

    /** "Mistakes per game" of a child of this family (parent dashboard). */
    async seriesForParent(accountId: string, childId: string): Promise<MistakesSeries> {
      const [child] = await db
        .select({ id: childProfiles.id })
        .from(childProfiles)
        .where(and(eq(childProfiles.id, childId), eq(childProfiles.accountId, accountId)));
      if (!child) throw notFound('No such child.');
      return series(childId);
    },

    /** "Mistakes per game" of a student of one of this teacher's classes. */
    async seriesForTeacher(accountId: string, classId: string, studentId: string): Promise<MistakesSeries> {
      const [member] = await db
        .select({ childId: classStudents.childId })
        .from(classStudents)
        .innerJoin(classTeachers, and(eq(classTeachers.classId, classStudents.classId), eq(classTeachers.accountId, accountId)))
        .where(and(eq(classStudents.classId, classId), eq(classStudents.childId, studentId)));
      if (!member) throw notFound('No such student in this class.');
      return series(studentId);
    },
  };

  async function series(childId: string): Promise<MistakesSeries> {
    const rows = await db
      .select({
        gameId: gameReviews.gameId,
        kind: gameReviews.kind,
        finishedAt: gameReviews.finishedAt,
        mistakes: gameReviews.mistakes,
        inaccuracies: gameReviews.inaccuracies,
        childMoves: gameReviews.childMoves,
      })
      .from(gameReviews)
      .where(and(eq(gameReviews.childId, childId), eq(gameReviews.status, 'ready')))
      .orderBy(desc(gameReviews.finishedAt), asc(gameReviews.gameId))
      .limit(MISTAKES_SERIES_GAMES);
    const points = rows.reverse().map((row) => ({
      gameId: row.gameId,
      kind: row.kind,
      finishedAt: row.finishedAt.toISOString(),
      mistakes: row.mistakes ?? 0,
      inaccuracies: row.inaccuracies ?? 0,
      childMoves: row.childMoves ?? 0,
    }));
    return { childId, points, trend: trendOf(points.map((p) => p.mistakes)) };
  }
}

/** Fewer mistakes in the newer half of the games than in the older half: 'down' (10 % either way is 'flat'). */
export function trendOf(mistakes: readonly number[]): 'down' | 'flat' | 'up' | null {
  if (mistakes.length < 4) return null;
  const half = Math.floor(mistakes.length / 2);
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const older = mean(mistakes.slice(0, half));
  const newer = mean(mistakes.slice(mistakes.length - half));
  if (newer < older * 0.9 - 0.05) return 'down';
  if (newer > older * 1.1 + 0.05) return 'up';
  return 'flat';
}

export type GameReviewService = ReturnType<typeof createGameReviewService>;

import { and, asc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { factSchema, type ChildFact } from '@chess-quest/protocol/facts';
import type { Database, Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { aiGames } from '../../db/schema/ai';
import { modules, puzzles, storyChapters } from '../../db/schema/content';
import { gameMoves, games } from '../../db/schema/multiplayer';
import { puzzleAttempts, streaks, userModules, userStory } from '../../db/schema/progress';
import { applyFact, type RewardChild } from './ledger';

/**
 * Children who played before rewards existed get what they already earned: their history is
 * turned into the facts it would have left, and those go through the same ledger with the
 * same source keys. Run again, or racing a live fact about the same thing, it pays nothing
 * twice. No celebrations are pushed for the past, and no daily challenge is counted for it.
 */

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function historyFacts(tx: Tx, child: RewardChild): Promise<ChildFact[]> {
  const base = (at: Date) => ({ accountId: child.accountId, childId: child.id, at: at.toISOString() });
  const facts: unknown[] = [];

  const lessonRows = await tx
    .select({ row: userModules, steps: sql<number>`jsonb_array_length(${modules.steps})` })
    .from(userModules)
    .innerJoin(modules, eq(modules.id, userModules.moduleId))
    .where(eq(userModules.childId, child.id));
  for (const { row, steps } of lessonRows) {
    const stars = Object.entries(row.stepStars);
    for (const [index, count] of stars) {
      if (count < 1) continue;
      facts.push({
        type: 'lesson.step.completed',
        ...base(row.updatedAt),
        day: isoDay(row.updatedAt),
        moduleId: row.moduleId,
        stepIndex: Number(index),
        stars: Math.min(3, count),
        previousStars: 0,
      });
    }
    if (row.completed) {
      const threeStarSteps = stars.filter(([, count]) => count >= 3).length;
      facts.push({
        type: 'lesson.module.completed',
        ...base(row.updatedAt),
        moduleId: row.moduleId,
        points: 0,
        threeStarSteps,
        steps: Math.max(1, Number(steps)),
      });
    }
  }

  const chapters = await tx
    .select({ chapterId: userStory.chapterId, at: userStory.updatedAt, chapterNumber: storyChapters.chapterNumber })
    .from(userStory)
    .innerJoin(storyChapters, eq(storyChapters.id, userStory.chapterId))
    .where(and(eq(userStory.childId, child.id), eq(userStory.completed, true)));
  for (const chapter of chapters) {
    facts.push({
      type: 'story.chapter.completed',
      ...base(chapter.at),
      chapterId: chapter.chapterId,
      chapterNumber: chapter.chapterNumber,
      points: 0,
    });
  }

  const attempts = await tx
    .select({ attempt: puzzleAttempts, themes: puzzles.themes, rating: puzzles.rating })
    .from(puzzleAttempts)
    .innerJoin(puzzles, eq(puzzles.id, puzzleAttempts.puzzleId))
    .where(eq(puzzleAttempts.childId, child.id))
    .orderBy(asc(puzzleAttempts.createdAt));
  for (const { attempt, themes, rating } of attempts) {
    facts.push({
      type: 'puzzle.attempted',
      ...base(attempt.createdAt),
      day: isoDay(attempt.createdAt),
      puzzleId: attempt.puzzleId,
      solved: attempt.solved,
      firstTry: attempt.solved && attempt.attempts <= 1,
      themes,
      puzzleRating: rating,
      daily: false,
      ratingBefore: 0,
      ratingAfter: 0,
      points: 0,
    });
  }

  const aiRows = await tx
    .select()
    .from(aiGames)
    .where(and(eq(aiGames.childId, child.id), isNotNull(aiGames.gameResult), sql`${aiGames.gameResult} <> 'abandoned'`))
    .orderBy(asc(aiGames.createdAt));
  for (const game of aiRows) {
    const at = game.finishedAt ?? game.createdAt;
    const mine = game.moves.filter((_, i) => (i % 2 === 0) === (game.playerColor === 'white'));
    facts.push({
      type: 'ai.game.finished',
      ...base(at),
      day: isoDay(at),
      gameId: game.id,
      level: game.difficulty,
      colour: game.playerColor,
      result: game.winner === 'player' ? 'win' : game.winner === 'ai' ? 'loss' : 'draw',
      reason: game.termination ?? 'unknown',
      childMoves: mine,
      moves: game.moves,
    });
  }

  const liveRows = await tx
    .select()
    .from(games)
    .where(and(eq(games.status, 'finished'), or(eq(games.whiteId, child.id), eq(games.blackId, child.id))))
    .orderBy(asc(games.finishedAt));
  const liveMoves = liveRows.length
    ? await tx
        .select({ gameId: gameMoves.gameId, san: gameMoves.san })
        .from(gameMoves)
        .where(
          inArray(
            gameMoves.gameId,
            liveRows.map((g) => g.id),
          ),
        )
        .orderBy(asc(gameMoves.gameId), asc(gameMoves.ply))
    : [];
  const opponents = liveRows.length
    ? await tx
        .select({ id: childProfiles.id, username: childProfiles.username })
        .from(childProfiles)
        .where(
          inArray(
            childProfiles.id,
            liveRows.map((g) => (g.whiteId === child.id ? g.blackId : g.whiteId)),
          ),
        )
    : [];
  for (const game of liveRows) {
    const white = game.whiteId === child.id;
    const moves = liveMoves.filter((m) => m.gameId === game.id).map((m) => m.san);
    const opponentId = white ? game.blackId : game.whiteId;
    facts.push({
      type: 'multiplayer.game.finished',
      ...base(game.finishedAt ?? game.createdAt),
      gameId: game.id,
      colour: white ? 'white' : 'black',
      result: game.winnerId === null ? 'draw' : game.winnerId === child.id ? 'win' : 'loss',
      reason: game.termination ?? 'unknown',
      ratingBefore: (white ? game.whiteRatingBefore : game.blackRatingBefore) ?? 0,
      ratingAfter: (white ? game.whiteRatingAfter : game.blackRatingAfter) ?? 0,
      opponentUsername: opponents.find((o) => o.id === opponentId)?.username ?? 'Opponent',
      timeControl: String(game.timeControl),
      childMoves: moves.filter((_, i) => (i % 2 === 0) === white),
      moves,
    });
  }

  const [streak] = await tx
    .select()
    .from(streaks)
    .where(and(eq(streaks.childId, child.id), eq(streaks.streakType, 'daily_login')));
  if (streak?.lastActiveDate && streak.longestStreak > 0) {
    facts.push({
      type: 'streak.extended',
      ...base(new Date(`${streak.lastActiveDate}T12:00:00Z`)),
      day: streak.lastActiveDate,
      streakType: 'daily_login',
      current: Math.max(1, streak.currentStreak),
      longest: Math.max(1, streak.longestStreak),
    });
  }
  return facts.map((fact) => factSchema.parse(fact) as ChildFact);
}

/** Back-fills one child in one transaction; answers how many facts its history made. */
export async function backfillChild(db: Database, childId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [child] = await tx
      .select({ id: childProfiles.id, accountId: childProfiles.accountId, level: childProfiles.level })
      .from(childProfiles)
      .where(eq(childProfiles.id, childId))
      .for('update');
    if (!child) return 0;
    const facts = await historyFacts(tx, child);
    for (const fact of facts) await applyFact(tx, fact, { record: null, backfill: true });
    return facts.length;
  });
}

/** Back-fills every child, a child at a time (start-up or an operator's command). */
export async function backfillAll(db: Database): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let children = 0;
  for (;;) {
    const batch = await db
      .select({ id: childProfiles.id })
      .from(childProfiles)
      .where(gt(childProfiles.id, after))
      .orderBy(asc(childProfiles.id))
      .limit(100);
    if (batch.length === 0) return children;
    for (const { id } of batch) await backfillChild(db, id);
    children += batch.length;
    after = batch.at(-1)!.id;
  }
}

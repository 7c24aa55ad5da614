import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiGameFinishedFact } from '@chess-quest/protocol/facts';
import type { DatabaseHandle } from '../../db/client';
import { aiGames } from '../../db/schema/ai';
import { puzzles } from '../../db/schema/content';
import { userAchievements, xpLedger } from '../../db/schema/gamification';
import { puzzleAttempts, streaks, userExperience, userModules } from '../../db/schema/progress';
import { seedCatalogs } from '../../db/seed';
import { lessonModules } from '../../content/lessons/index';
import { openTestDatabase, featureEngines } from '../../test/services';
import { backfillAll, backfillChild } from './backfill';
import { applyFact } from './ledger';
import { moves, newTestChild } from './test-support';

const engines = await featureEngines();

describe.each(engines)('the rewards back-fill on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await seedCatalogs(database.db);
    // Migrating and seeding a fresh database is slow on two shared cores.
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  const unlocked = async (childId: string) =>
    (
      await database.db
        .select({ id: userAchievements.achievementId })
        .from(userAchievements)
        .where(and(eq(userAchievements.childId, childId), isNotNull(userAchievements.unlockedAt)))
    )
      .map((row) => row.id)
      .sort();
  const totalXp = async (childId: string) =>
    (await database.db.select().from(userExperience).where(eq(userExperience.childId, childId)))[0]?.totalXp ?? 0;

  it('gives a child who played before what the history earned, once however often it runs', async () => {
    const ctx = await newTestChild(database.db);
    const other = await newTestChild(database.db);
    const module = lessonModules[0]!;
    await database.db
      .insert(userModules)
      .values({ childId: ctx.childId, moduleId: module.id, completed: true, progress: 100, stepStars: { 0: 3, 1: 2 } });
    const [puzzle] = await database.db.select().from(puzzles).limit(1);
    await database.db.insert(puzzleAttempts).values({ childId: ctx.childId, puzzleId: puzzle!.id, solved: true, attempts: 1, solvedAt: new Date() });
    const line = moves('mateKnight');
    const [game] = await database.db
      .insert(aiGames)
      .values({
        childId: ctx.childId,
        difficulty: 'easy',
        playerColor: 'white',
        boardState: 'x',
        moves: line,
        gameResult: 'white_wins',
        winner: 'player',
        termination: 'checkmate',
        finishedAt: new Date(),
      })
      .returning();
    await database.db
      .insert(streaks)
      .values({ childId: ctx.childId, streakType: 'daily_login', currentStreak: 7, longestStreak: 7, lastActiveDate: '2026-11-20' });

    expect(await backfillAll(database.db)).toBeGreaterThanOrEqual(2);
    const earned = await unlocked(ctx.childId);
    expect(earned).toEqual(
      expect.arrayContaining([
        'first-step',
        'three-stars',
        'first-module',
        'first-puzzle',
        'first-ai-game',
        'beat-easy',
        'mate-knight',
        'streak-3',
        'streak-7',
      ]),
    );
    // The other family's child played nothing and got nothing.
    expect(await unlocked(other.childId)).toEqual([]);
    const xp = await totalXp(ctx.childId);
    const ledger = await database.db.select().from(xpLedger).where(eq(xpLedger.childId, ctx.childId));
    expect(xp).toBe(ledger.reduce((sum, row) => sum + row.xp, 0));

    // Again: nothing more.
    await backfillChild(database.db, ctx.childId);
    expect(await totalXp(ctx.childId)).toBe(xp);
    expect(await unlocked(ctx.childId)).toEqual(earned);

    // A live fact about the same game, arriving after the back-fill, pays nothing twice.
    const live = aiGameFinishedFact.parse({
      type: 'ai.game.finished',
      ...ctx,
      at: new Date().toISOString(),
      day: '2026-11-23',
      gameId: game!.id,
      level: 'easy',
      colour: 'white',
      result: 'win',
      reason: 'checkmate',
      childMoves: line.filter((_, i) => i % 2 === 0),
      moves: line,
    });
    await database.db.transaction((tx) => applyFact(tx, live, { record: null, backfill: false }));
    const after = await database.db.select().from(xpLedger).where(eq(xpLedger.childId, ctx.childId));
    expect(after.filter((row) => row.sourceKey.includes(game!.id))).toHaveLength(ledger.filter((row) => row.sourceKey.includes(game!.id)).length);
    expect(await unlocked(ctx.childId)).toEqual(earned);
  });
});

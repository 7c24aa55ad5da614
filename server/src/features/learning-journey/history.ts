import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { aiGames } from '../../db/schema/ai';
import { puzzles } from '../../db/schema/content';
import { gameMoves, games } from '../../db/schema/multiplayer';
import { puzzleAttempts, userModules } from '../../db/schema/progress';
import { lessonModules } from '../../content/lessons/index';
import type { GameRecord, History } from './skills';

type Reader = Pick<Database | Tx, 'select'>;

const lessonTitles = new Map(lessonModules.map((m) => [m.id, { title: m.title, steps: m.steps.length }]));

/** The child's last finished games of both kinds, newest first, with their moves. */
export async function recentGames(db: Reader, childId: string, limit: number): Promise<(GameRecord & { at: number })[]> {
  const ai = await db
    .select()
    .from(aiGames)
    .where(and(eq(aiGames.childId, childId), isNotNull(aiGames.finishedAt)))
    .orderBy(desc(aiGames.finishedAt))
    .limit(limit);
  const live = await db
    .select()
    .from(games)
    .where(and(or(eq(games.whiteId, childId), eq(games.blackId, childId)), eq(games.status, 'finished')))
    .orderBy(desc(games.finishedAt))
    .limit(limit);
  const liveMoves = live.length
    ? await db
        .select({ gameId: gameMoves.gameId, ply: gameMoves.ply, san: gameMoves.san })
        .from(gameMoves)
        .where(
          inArray(
            gameMoves.gameId,
            live.map((g) => g.id),
          ),
        )
    : [];
  const all = [
    ...ai.map((g) => ({
      source: 'ai' as const,
      colour: g.playerColor,
      moves: g.moves,
      result: g.gameResult === 'draw' ? ('draw' as const) : g.winner === 'player' ? ('win' as const) : ('loss' as const),
      reason: g.termination ?? 'unknown',
      at: g.finishedAt?.getTime() ?? 0,
    })),
    ...live.map((g) => ({
      source: 'live' as const,
      colour: g.whiteId === childId ? ('white' as const) : ('black' as const),
      moves: liveMoves
        .filter((m) => m.gameId === g.id)
        .sort((a, b) => a.ply - b.ply)
        .map((m) => m.san),
      result: g.result === 'draw' ? ('draw' as const) : g.winnerId === childId ? ('win' as const) : ('loss' as const),
      reason: g.termination ?? 'unknown',
      at: g.finishedAt?.getTime() ?? 0,
    })),
  ];
  return all.sort((a, b) => b.at - a.at).slice(0, limit);
}

/** What the skill mapping reads: the last 300 puzzle tries, every lesson, the last 20 games. */
export async function readHistory(db: Reader, childId: string): Promise<History> {
  const tries = await db
    .select({ themes: puzzles.themes, rating: puzzles.rating, solved: puzzleAttempts.solved, attempts: puzzleAttempts.attempts })
    .from(puzzleAttempts)
    .innerJoin(puzzles, eq(puzzles.id, puzzleAttempts.puzzleId))
    .where(eq(puzzleAttempts.childId, childId))
    .orderBy(desc(puzzleAttempts.createdAt))
    .limit(300);
  const lessons = await db.select().from(userModules).where(eq(userModules.childId, childId));
  return {
    puzzles: tries.map((t) => ({ themes: t.themes, rating: t.rating, clean: t.solved && t.attempts <= 1 })),
    lessons: lessons.flatMap((row) => {
      const content = lessonTitles.get(row.moduleId);
      if (!content) return [];
      return [
        { moduleId: row.moduleId, title: content.title, stars: Array.from({ length: content.steps }, (_, i) => row.stepStars[String(i)] ?? 0) },
      ];
    }),
    games: await recentGames(db, childId, 20),
  };
}

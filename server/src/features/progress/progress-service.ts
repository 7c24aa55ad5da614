import { and, desc, eq } from 'drizzle-orm';
import type { UserProgress } from '@chess-quest/protocol/auth';
import type { Locale } from '@chess-quest/protocol/locales';
import { localizeText } from '../../content/i18n/localize';
import type { Database } from '../../db/client';
import { puzzles } from '../../db/schema/content';
import { puzzleAttempts, streaks } from '../../db/schema/progress';
import type { ChildProfile } from '../../domain/accounts';
import { visibleStreak } from '../../domain/learner';

/** Most attempts the spec's attempts read returns; the parent dashboard shows the first 10. */
const ATTEMPTS_READ_LIMIT = 100;

/** The active child's own record (spec §3 and §7 reads): progress and puzzle tries (achievements are the rewards feature's). */
export function createProgressService({ db }: { db: Database }) {
  return {
    /** Level, points, and the streak as it stands on the child's today. */
    async progress(child: ChildProfile, today: string): Promise<UserProgress> {
      const [streak] = await db
        .select()
        .from(streaks)
        .where(and(eq(streaks.childId, child.id), eq(streaks.streakType, 'daily_login')));
      return {
        level: child.level,
        points: child.points,
        streak: visibleStreak(streak?.currentStreak ?? 0, streak?.lastActiveDate ?? null, today),
      };
    },

    /** The child's latest puzzle tries, the puzzles' titles in the child's language (decision record 047). */
    async puzzleAttempts(childId: string, locale: Locale = 'en') {
      const rows = await db
        .select({ attempt: puzzleAttempts, title: puzzles.title, description: puzzles.description })
        .from(puzzleAttempts)
        .innerJoin(puzzles, eq(puzzles.id, puzzleAttempts.puzzleId))
        .where(eq(puzzleAttempts.childId, childId))
        .orderBy(desc(puzzleAttempts.createdAt), desc(puzzleAttempts.id))
        .limit(ATTEMPTS_READ_LIMIT);
      return rows.map((row) => ({
        id: row.attempt.id,
        puzzleId: row.attempt.puzzleId,
        solved: row.attempt.solved,
        attempts: row.attempt.attempts,
        puzzle: {
          title: localizeText('puzzles', row.attempt.puzzleId, 'title', row.title, locale),
          description: localizeText('puzzles', row.attempt.puzzleId, 'description', row.description, locale),
        },
      }));
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;

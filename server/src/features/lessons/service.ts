import { and, eq } from 'drizzle-orm';
import {
  LEARNING_MESSAGES,
  lessonStepSchema,
  type CompleteStepResponse,
  type LessonModuleDetail,
  type LessonStep,
} from '@chess-quest/protocol/lessons';
import { replayStep } from '@chess-quest/protocol/lessons/step-engine';
import type { Locale } from '@chess-quest/protocol/locales';
import type { Database } from '../../db/client';
import { localize } from '../../content/i18n/localize';
import type { FactLog } from '../../events/outbox';
import { modules } from '../../db/schema/content';
import { userModules } from '../../db/schema/progress';
import { illegalMove, locked, notFound } from '../../http/errors';
import { awardPoints, recordActivity, type Learner } from '../../domain/learner';
import { recordStars } from '../../domain/star-progress';

export interface Child {
  id: string;
  level: number;
}

export interface LessonsDeps {
  db: Database;
  facts: FactLog;
  now?: () => Date;
}

export type LessonsService = ReturnType<typeof createLessonsService>;

export function createLessonsService(deps: LessonsDeps) {
  return {
    getModuleDetail: (child: Child, moduleId: string, locale: Locale = 'en') => getModuleDetail(deps.db, child, moduleId, locale),
    completeStep: (learner: { accountId: string; child: Child }, moduleId: string, index: number, moves: string[], today: string) =>
      completeStep(deps, learner, moduleId, index, moves, today),
  };
}

async function loadModule(db: Database, child: Child, moduleId: string) {
  const [row] = await db.select().from(modules).where(eq(modules.id, moduleId));
  if (!row) throw notFound('No such lesson.');
  if (child.level < row.requiredLevel) {
    throw locked(LEARNING_MESSAGES.moduleLocked(row.requiredLevel)).because('lessons.moduleLocked', { level: row.requiredLevel });
  }
  const steps: LessonStep[] = row.steps.map((step) => lessonStepSchema.parse(step));
  return { row, steps };
}

/** The module in the child's language: its texts are overlaid as they leave (decision record 047). */
async function getModuleDetail(db: Database, child: Child, moduleId: string, locale: Locale): Promise<LessonModuleDetail> {
  const { row, steps } = await loadModule(db, child, moduleId);
  const [progress] = await db
    .select()
    .from(userModules)
    .where(and(eq(userModules.childId, child.id), eq(userModules.moduleId, moduleId)));
  return localize(
    'lessons',
    {
      id: row.id,
      title: row.title,
      description: row.description,
      duration: row.durationMinutes,
      difficulty: row.difficulty,
      points: row.points,
      requiredLevel: row.requiredLevel,
      steps,
      stepStars: steps.map((_, i) => progress?.stepStars[String(i)] ?? 0),
      progress: progress?.progress ?? 0,
      completed: progress?.completed ?? false,
    },
    locale,
  );
}

/**
 * Replays the child's moves with the same step engine the board uses; only a finished
 * step is saved. Module points are given once, when the last step is first finished.
 * The step (and the module, the first time it is completed) are facts of the same
 * transaction.
 */
async function completeStep(
  { db, facts, now = () => new Date() }: LessonsDeps,
  { accountId, child }: { accountId: string; child: Child },
  moduleId: string,
  index: number,
  moves: string[],
  today: string,
): Promise<CompleteStepResponse> {
  const { row, steps } = await loadModule(db, child, moduleId);
  const learner: Learner = { accountId, childId: child.id };
  const step = steps[index];
  if (!step) throw notFound('No such step in this lesson.');
  const result = replayStep(step, moves);
  if (!result.done || result.stars < 1) throw illegalMove(LEARNING_MESSAGES.stepNotSolved);

  return db.transaction(async (tx) => {
    await tx.insert(userModules).values({ childId: child.id, moduleId }).onConflictDoNothing();
    const where = and(eq(userModules.childId, child.id), eq(userModules.moduleId, moduleId));
    const [current] = await tx.select().from(userModules).where(where).for('update');
    if (!current) throw new Error('user module row missing');
    const previous = steps.map((_, i) => current.stepStars[String(i)] ?? 0);
    const { stepStars, progress, completed } = recordStars(previous, steps.length, index, result.stars);
    const payNow = completed && !current.pointsAwarded;
    await tx
      .update(userModules)
      .set({
        stepStars: Object.fromEntries(stepStars.map((stars, i) => [String(i), stars])),
        progress,
        completed,
        pointsAwarded: current.pointsAwarded || payNow,
      })
      .where(where);
    if (payNow) await awardPoints(tx, child.id, row.points);
    const at = now().toISOString();
    await facts.record(tx, {
      type: 'lesson.step.completed',
      ...learner,
      at,
      day: today,
      moduleId,
      stepIndex: index,
      stars: result.stars,
      previousStars: previous[index] ?? 0,
    });
    if (payNow) {
      await facts.record(tx, {
        type: 'lesson.module.completed',
        ...learner,
        at,
        moduleId,
        points: row.points,
        threeStarSteps: stepStars.filter((stars) => stars === 3).length,
        steps: steps.length,
      });
    }
    await recordActivity(tx, facts, learner, today, now());
    return { stars: result.stars, stepStars, progress, completed, pointsAwarded: payNow ? row.points : 0 };
  });
}

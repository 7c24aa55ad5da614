import { and, asc, desc, eq } from 'drizzle-orm';
import {
  JOURNEY_MESSAGES,
  type LearningInsight,
  type LearningPath,
  type MilestoneProgress,
  type PathActionResponse,
  type UserLearningPath,
} from '@chess-quest/protocol/learning-journey';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import type { Database } from '../../db/client';
import { localize, localizeAll } from '../../content/i18n/localize';
import { learningInsights, userLearningPaths, userMilestones } from '../../db/schema/learning';
import { conflict, locked, notFound } from '../../http/errors';
import { catalogPath, journeyCatalog, stepView } from './catalog';
import { insightWords } from './insight-texts';
import { dueReviewItems } from './review';
import { createSkillsReader } from './skills-reader';

type UserPathRow = typeof userLearningPaths.$inferSelect;

export interface JourneyDeps {
  db: Database;
  now?: () => Date;
}

function toUserPath(row: UserPathRow): UserLearningPath {
  return {
    id: row.id,
    pathId: row.pathId,
    status: row.status,
    progress: row.progress,
    currentStep: row.currentStep,
    totalSteps: row.totalSteps,
    timeSpent: row.timeSpentMinutes,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function actionResponse(row: UserPathRow, locale: Locale): PathActionResponse {
  const step = row.status === 'in_progress' ? catalogPath(row.pathId)?.steps[row.currentStep] : undefined;
  // The step is localized as a step of its path (its texts are keyed `pathId/stepKey`).
  const view = step ? localize('paths', { id: row.pathId, steps: [stepView(step)] }, locale).steps[0]! : null;
  return { userPath: toUserPath(row), step: view };
}

/** Spec §4: a path is locked until every prerequisite path is completed. */
function isLocked(prerequisites: readonly string[], completed: ReadonlySet<string>): boolean {
  return prerequisites.some((id) => !completed.has(id));
}

export function createJourneyService({ db, now = () => new Date() }: JourneyDeps) {
  const userRows = (childId: string, executor: Pick<Database, 'select'> = db) =>
    executor.select().from(userLearningPaths).where(eq(userLearningPaths.childId, childId)).orderBy(asc(userLearningPaths.startedAt));

  const completedIds = (rows: readonly UserPathRow[]) => new Set(rows.filter((r) => r.status === 'completed').map((r) => r.pathId));

  return {
    /** The paths, their texts in the child's language (decision record 047). */
    async listPaths(childId: string, locale: Locale = 'en'): Promise<LearningPath[]> {
      const completed = completedIds(await userRows(childId));
      const paths = journeyCatalog.map((path) => ({
        id: path.id,
        name: path.name,
        description: path.description,
        icon: path.icon,
        color: path.color,
        difficulty: path.difficulty,
        estimatedDuration: path.estimatedDuration,
        skills: path.skills,
        prerequisites: path.prerequisites,
        xp: path.xp,
        steps: path.steps.map(stepView),
        locked: isLocked(path.prerequisites, completed),
      }));
      return localizeAll('paths', paths, locale);
    },

    async listUserPaths(childId: string): Promise<UserLearningPath[]> {
      return (await userRows(childId)).map(toUserPath);
    },

    async listMilestones(childId: string): Promise<MilestoneProgress[]> {
      const rows = await db
        .select()
        .from(userMilestones)
        .where(eq(userMilestones.childId, childId))
        .orderBy(asc(userMilestones.pathId), asc(userMilestones.stepIndex));
      return rows.map((row) => ({
        pathId: row.pathId,
        stepKey: row.milestoneKey,
        stepIndex: row.stepIndex,
        count: row.count,
        target: row.target,
        completed: row.completedAt !== null,
        completedAt: row.completedAt?.toISOString() ?? null,
        timeSpent: Math.round(row.timeSpentSeconds / 60),
      }));
    },

    /** Starts a path that is not locked; starting one already under way just answers it again. */
    async start(childId: string, pathId: string, locale: Locale = 'en'): Promise<PathActionResponse> {
      const path = catalogPath(pathId);
      if (!path) throw notFound(JOURNEY_MESSAGES.notFound);
      return db.transaction(async (tx) => {
        const rows = await userRows(childId, tx);
        if (isLocked(path.prerequisites, completedIds(rows))) throw locked(JOURNEY_MESSAGES.locked).because('journey.locked');
        const existing = rows.find((row) => row.pathId === pathId);
        if (existing?.status === 'completed') throw conflict(JOURNEY_MESSAGES.alreadyCompleted);
        if (existing?.status === 'in_progress') return actionResponse(existing, locale);
        const values = { status: 'in_progress' as const, startedAt: now(), totalSteps: path.steps.length, currentStep: 0, progress: 0 };
        const [row] = await tx
          .insert(userLearningPaths)
          .values({ childId, pathId, ...values })
          .onConflictDoUpdate({ target: [userLearningPaths.childId, userLearningPaths.pathId], set: values })
          .returning();
        if (!row) throw new Error('user learning path insert returned nothing');
        return actionResponse(row, locale);
      });
    },

    /** The step under way, so the client opens its screen (spec §4 Continue). */
    async continue(childId: string, pathId: string, locale: Locale = 'en'): Promise<PathActionResponse> {
      if (!catalogPath(pathId)) throw notFound(JOURNEY_MESSAGES.notFound);
      const [row] = await db
        .select()
        .from(userLearningPaths)
        .where(and(eq(userLearningPaths.childId, childId), eq(userLearningPaths.pathId, pathId)));
      if (!row || row.status === 'not_started') throw conflict(JOURNEY_MESSAGES.notStarted);
      return actionResponse(row, locale);
    },

    skills: createSkillsReader({ db, now }),

    reviewItems: (childId: string, locale: Locale = 'en') => dueReviewItems(db, childId, now(), locale),

    async listInsights(childId: string, locale: Locale = SOURCE_LOCALE): Promise<LearningInsight[]> {
      const rows = await db
        .select()
        .from(learningInsights)
        .where(eq(learningInsights.childId, childId))
        .orderBy(asc(learningInsights.isRead), desc(learningInsights.createdAt))
        .limit(50);
      return rows.map((row) => ({
        id: row.id,
        ...insightWords(row, locale),
        type: row.type,
        priority: row.priority,
        isRead: row.isRead,
        createdAt: row.createdAt.toISOString(),
        actionHref: row.actionHref,
      }));
    },

    async markInsightRead(childId: string, insightId: string): Promise<void> {
      const updated = await db
        .update(learningInsights)
        .set({ isRead: true })
        .where(and(eq(learningInsights.id, insightId), eq(learningInsights.childId, childId)))
        .returning({ id: learningInsights.id });
      // Another child's insight answers exactly like a missing one.
      if (updated.length === 0) throw notFound(JOURNEY_MESSAGES.insightNotFound);
    },
  };
}

export type JourneyService = ReturnType<typeof createJourneyService>;

import { and, eq, sql } from 'drizzle-orm';
import type { ChildFact } from '@chess-quest/protocol/facts';
import type { Tx } from '../../db/client';
import { userLearningPaths, userMilestones } from '../../db/schema/learning';
import { catalogPath, type CatalogPath } from './catalog';
import { advanceOf, secondsSpent } from './step-rules';

/** A step that a fact completed, and whether that finished its path. */
export interface StepCompletion {
  path: CatalogPath;
  stepIndex: number;
  pathCompleted: boolean;
}

/**
 * Moves the current step of every path the child has under way that this fact is about.
 * Runs in the fact's delivery transaction (exactly once per fact), with the path rows locked,
 * so two facts of one child delivered side by side cannot both count the same step.
 */
export async function applyFactToPaths(tx: Tx, fact: ChildFact): Promise<StepCompletion[]> {
  const at = new Date(fact.at);
  const rows = await tx
    .select()
    .from(userLearningPaths)
    .where(and(eq(userLearningPaths.childId, fact.childId), eq(userLearningPaths.status, 'in_progress')))
    .for('update');
  const completions: StepCompletion[] = [];
  for (const row of rows) {
    const path = catalogPath(row.pathId);
    const step = path?.steps[row.currentStep];
    if (!path || !step) continue;
    const advance = advanceOf(step.rule, fact);
    if (!advance) continue;

    await tx
      .insert(userMilestones)
      .values({ childId: fact.childId, pathId: path.id, milestoneKey: step.key, stepIndex: step.index, target: step.target })
      .onConflictDoNothing();
    const key = and(eq(userMilestones.childId, fact.childId), eq(userMilestones.pathId, path.id), eq(userMilestones.milestoneKey, step.key));
    const [milestone] = await tx.select().from(userMilestones).where(key).for('update');
    if (!milestone || milestone.completedAt) continue;

    const seen = new Set(milestone.seen);
    if (advance.kind === 'one') seen.add(advance.key);
    const target = step.target;
    const count = advance.kind === 'all' ? target : Math.min(target, seen.size);
    const seconds = secondsSpent(step.rule, at, row.lastActivityAt ?? row.startedAt);
    const done = count >= target;
    await tx
      .update(userMilestones)
      .set({
        seen: [...seen],
        count,
        target,
        stepIndex: step.index,
        timeSpentSeconds: milestone.timeSpentSeconds + seconds,
        completedAt: done ? at : null,
      })
      .where(key);

    const [{ seconds: pathSeconds } = { seconds: 0 }] = await tx
      .select({ seconds: sql<number>`coalesce(sum(${userMilestones.timeSpentSeconds}), 0)::int` })
      .from(userMilestones)
      .where(and(eq(userMilestones.childId, fact.childId), eq(userMilestones.pathId, path.id)));
    const currentStep = done ? row.currentStep + 1 : row.currentStep;
    const pathCompleted = currentStep >= row.totalSteps;
    await tx
      .update(userLearningPaths)
      .set({
        currentStep: Math.min(currentStep, row.totalSteps),
        progress: Math.round((100 * Math.min(currentStep, row.totalSteps)) / row.totalSteps),
        timeSpentMinutes: Math.round(pathSeconds / 60),
        lastActivityAt: at,
        ...(pathCompleted ? { status: 'completed' as const, completedAt: at } : {}),
      })
      .where(eq(userLearningPaths.id, row.id));
    if (done) completions.push({ path, stepIndex: step.index, pathCompleted });
  }
  return completions;
}

import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { ChildFact } from '@chess-quest/protocol/facts';
import type { ReviewItem } from '@chess-quest/protocol/learning-journey';
import type { Database, Tx } from '../../db/client';
import { puzzles } from '../../db/schema/content';
import { reviewItems } from '../../db/schema/learning';
import { lessonModules } from '../../content/lessons/index';

// Spaced review (beyond the spec): what the child missed comes back 1, 3 and 7 days after
// the miss, until it is solved twice. docs/skills.md, "Spaced review".

export const REVIEW_DAYS = [1, 3, 7] as const;
export const REVIEW_SOLVES_TO_FINISH = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

type Row = typeof reviewItems.$inferSelect;

/** What a fact says about an item: missed, solved, or nothing. */
export function reviewEventOf(fact: ChildFact): { key: string; kind: Row['kind']; ref: string; stepIndex: number | null; missed: boolean } | null {
  if (fact.type === 'puzzle.attempted') {
    return { key: `puzzle:${fact.puzzleId}`, kind: 'puzzle', ref: fact.puzzleId, stepIndex: null, missed: !fact.solved };
  }
  if (fact.type === 'lesson.step.completed') {
    // One star means the step was finished with difficulty.
    return {
      key: `lesson:${fact.moduleId}:${fact.stepIndex}`,
      kind: 'lesson-step',
      ref: fact.moduleId,
      stepIndex: fact.stepIndex,
      missed: fact.stars === 1,
    };
  }
  return null;
}

/** Pure: the item after a solve at `at` (only a solve on or after its due time counts). */
export function afterSolve(item: Pick<Row, 'missedAt' | 'stage' | 'solves' | 'dueAt' | 'doneAt'>, at: Date) {
  if (item.doneAt || at < item.dueAt) return null;
  const solves = item.solves + 1;
  const stage = Math.min(item.stage + 1, REVIEW_DAYS.length - 1);
  return {
    solves,
    stage,
    dueAt: new Date(item.missedAt.getTime() + REVIEW_DAYS[stage]! * DAY_MS),
    doneAt: solves >= REVIEW_SOLVES_TO_FINISH ? at : null,
  };
}

/** Writes what the fact means for the child's review items, in the delivery's transaction. */
export async function applyFactToReview(tx: Tx, fact: ChildFact): Promise<void> {
  const event = reviewEventOf(fact);
  if (!event) return;
  const at = new Date(fact.at);
  if (event.missed) {
    const fresh = { missedAt: at, stage: 0, solves: 0, dueAt: new Date(at.getTime() + REVIEW_DAYS[0] * DAY_MS), doneAt: null };
    await tx
      .insert(reviewItems)
      .values({ childId: fact.childId, itemKey: event.key, kind: event.kind, ref: event.ref, stepIndex: event.stepIndex, ...fresh })
      .onConflictDoUpdate({ target: [reviewItems.childId, reviewItems.itemKey], set: fresh });
    return;
  }
  const key = and(eq(reviewItems.childId, fact.childId), eq(reviewItems.itemKey, event.key));
  const [item] = await tx.select().from(reviewItems).where(key).for('update');
  const next = item ? afterSolve(item, at) : null;
  if (next) await tx.update(reviewItems).set(next).where(key);
}

const lessons = new Map(lessonModules.map((m) => [m.id, m]));

/** GET /api/review-items: what is due now, oldest miss first. */
export async function dueReviewItems(db: Database, childId: string, now: Date): Promise<ReviewItem[]> {
  const rows = await db
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.childId, childId), isNull(reviewItems.doneAt), lte(reviewItems.dueAt, now)))
    .orderBy(asc(reviewItems.missedAt))
    .limit(10);
  const puzzleIds = rows.filter((r) => r.kind === 'puzzle').map((r) => r.ref);
  const titles = new Map(
    puzzleIds.length
      ? (await db.select({ id: puzzles.id, title: puzzles.title }).from(puzzles).where(inArray(puzzles.id, puzzleIds))).map((p) => [p.id, p.title])
      : [],
  );
  return rows.map((row) => {
    const lesson = row.kind === 'lesson-step' ? lessons.get(row.ref) : undefined;
    const step = lesson && row.stepIndex !== null ? lesson.steps[row.stepIndex] : undefined;
    return {
      key: row.itemKey,
      kind: row.kind,
      title:
        row.kind === 'puzzle' ? `Puzzle: ${titles.get(row.ref) ?? 'one to try again'}` : `${lesson?.title ?? 'A lesson'}: ${step?.title ?? 'a step'}`,
      href: row.kind === 'puzzle' ? '/puzzles' : `/lessons/${row.ref}`,
      solves: row.solves,
      solvesNeeded: REVIEW_SOLVES_TO_FINISH,
      missedAt: row.missedAt.toISOString(),
    };
  });
}

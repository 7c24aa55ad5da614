import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { ChildFact } from '@chess-quest/protocol/facts';
import { REVIEW_LADDER, type ReviewItem } from '@chess-quest/protocol/learning-journey';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import type { Database, Tx } from '../../db/client';
import { localizeText } from '../../content/i18n/localize';
import { puzzles } from '../../db/schema/content';
import { reviewItems } from '../../db/schema/learning';
import { lessonModules } from '../../content/lessons/index';
import { reviewItemsEs } from './review.es';

// Spaced review (beyond the spec; the ladder of issue 26): what the child missed comes back
// on the review ladder (REVIEW_LADDER: 4 hours, 1 day, 3 days, 1 week, 2 weeks, 1 month),
// each wait counted from the miss or the last solve. A solve climbs a rung, a miss sends
// the item back to the first, a solve on the last rung finishes it. docs/skills.md.

/** Solves from a miss to the end of the ladder: one a rung. */
export const REVIEW_SOLVES_TO_FINISH = REVIEW_LADDER.length;
const LAST_RUNG = REVIEW_LADDER.length - 1;

/** When an item on `stage` comes back, counted from `from` (the miss or the last solve). */
export function dueAfter(stage: number, from: Date): Date {
  return new Date(from.getTime() + REVIEW_LADDER[Math.min(Math.max(stage, 0), LAST_RUNG)]!.ms);
}

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

/**
 * Pure: the item after a solve at `at`, or null when the solve does not count (the item is
 * done, or not due yet: practising early does not climb the ladder). On the last rung the
 * solve finishes the item.
 */
export function afterSolve(item: Pick<Row, 'stage' | 'solves' | 'dueAt' | 'doneAt'>, at: Date) {
  if (item.doneAt || at < item.dueAt) return null;
  const solves = item.solves + 1;
  if (item.stage >= LAST_RUNG) return { solves, stage: LAST_RUNG, dueAt: item.dueAt, doneAt: at };
  const stage = item.stage + 1;
  return { solves, stage, dueAt: dueAfter(stage, at), doneAt: null };
}

/** Pure: the item after a miss at `at`: back on the first rung, due its wait after the miss. */
export function afterMiss(at: Date) {
  return { missedAt: at, stage: 0, solves: 0, dueAt: dueAfter(0, at), doneAt: null };
}

/** Writes what the fact means for the child's review items, in the delivery's transaction. */
export async function applyFactToReview(tx: Tx, fact: ChildFact): Promise<void> {
  const event = reviewEventOf(fact);
  if (!event) return;
  const at = new Date(fact.at);
  if (event.missed) {
    const fresh = afterMiss(at);
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

/** Each language's words for an item's title (English here, the others in ./review.<locale>.ts). */
const ITEM_TITLES: Record<Locale, typeof reviewItemsEs> = {
  en: {
    puzzle: { title: 'Puzzle: {title}', unknownTitle: 'one to try again' },
    'lesson-step': { title: '{lesson}: {step}', unknownLesson: 'A lesson', unknownStep: 'a step' },
  },
  es: reviewItemsEs,
};

/** A review item's title in a language: the puzzle's, or the lesson's and the step's, from the content's translation (decision record 047). */
export function itemTitle(
  row: { kind: string; ref: string },
  puzzleTitle: string | undefined,
  lesson: (typeof lessonModules)[number] | undefined,
  step: (typeof lessonModules)[number]['steps'][number] | undefined,
  locale: Locale,
): string {
  const words = ITEM_TITLES[locale];
  if (row.kind === 'puzzle') {
    const title = puzzleTitle === undefined ? words.puzzle.unknownTitle : localizeText('puzzles', row.ref, 'title', puzzleTitle, locale);
    return words.puzzle.title.replace('{title}', () => title);
  }
  const lessonTitle = lesson ? localizeText('lessons', lesson.id, 'title', lesson.title, locale) : words['lesson-step'].unknownLesson;
  const stepTitle =
    lesson && step ? localizeText('lessons', `${lesson.id}/${step.id}`, 'title', step.title, locale) : words['lesson-step'].unknownStep;
  return words['lesson-step'].title.replace('{lesson}', () => lessonTitle).replace('{step}', () => stepTitle);
}

/** GET /api/review-items: what is due now, oldest miss first. */
export async function dueReviewItems(db: Database, childId: string, now: Date, locale: Locale = SOURCE_LOCALE): Promise<ReviewItem[]> {
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
      title: itemTitle(row, titles.get(row.ref), lesson, step, locale),
      href: row.kind === 'puzzle' ? '/puzzles' : `/lessons/${row.ref}`,
      solves: row.solves,
      // Rows moved onto the ladder by migration 0020 start a rung up with no solve yet.
      solvesNeeded: row.solves + REVIEW_LADDER.length - row.stage,
      missedAt: row.missedAt.toISOString(),
    };
  });
}

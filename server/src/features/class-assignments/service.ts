import { and, asc, count, eq, exists, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNMENT_MAX_DUE_DAYS,
  ASSIGNMENT_MAX_PER_CLASS,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_PUZZLE_CHOICES,
  type AssignmentChoices,
  type AssignmentCompletedPush,
  type AssignmentPuzzleChoices,
  type AssignmentTarget,
  type ClassAssignment,
  type CreateAssignmentBody,
  type MyAssignment,
} from '@chess-quest/protocol/class-assignments';
import { CLASS_MESSAGES } from '@chess-quest/protocol/classes';
import type { Fact } from '@chess-quest/protocol/facts';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { localizeAll, localizeText } from '../../content/i18n/localize';
import { storyChapters as storyChapterContent } from '../../content/story/index';
import type { Database, Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { classAssignmentCompletions, classAssignmentPuzzles, classAssignments, classAssignmentStudents } from '../../db/schema/class-assignments';
import { classes, classStudents, classTeachers } from '../../db/schema/classes';
import { miniChallenges, modules, puzzles, storyChapters } from '../../db/schema/content';
import { badRequest, conflict, notFound } from '../../http/errors';

type AssignmentRow = typeof classAssignments.$inferSelect;

/** A completion just recorded, and the teachers who hear of it. */
export interface AssignmentCompletion extends AssignmentCompletedPush {
  teacherAccountIds: string[];
}

const iso = (date: Date) => date.toISOString();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Joins the child's membership of the assignment's class. */
const memberOf = (childId: string) => and(eq(classStudents.classId, classAssignments.classId), eq(classStudents.childId, childId));

/** Joins the child's completion of the assignment, if any. */
const completionOf = (childId: string) =>
  and(eq(classAssignmentCompletions.assignmentId, classAssignments.id), eq(classAssignmentCompletions.childId, childId));

/** The assignment is for the child: set to the whole class, or to students the child is one of. */
const forChild = (db: Database | Tx, childId: string) =>
  or(
    eq(classAssignments.wholeClass, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(classAssignmentStudents)
        .where(and(eq(classAssignmentStudents.assignmentId, classAssignments.id), eq(classAssignmentStudents.childId, childId))),
    ),
  );

function targetOf(row: AssignmentRow): AssignmentTarget {
  return {
    moduleId: row.moduleId,
    chapterId: row.chapterId,
    challengeId: row.challengeId,
    theme: row.puzzleTheme,
    puzzleCount: row.puzzleCount,
    puzzleIds: row.puzzleIds,
  };
}

/** How a chapter's assignment is titled, by language ("Chapter 3: ..."). */
const CHAPTER_TITLE: Record<Locale, string> = { en: 'Chapter {n}: {title}', es: 'Capítulo {n}: {title}' };

/** How a puzzle set's assignment is titled, by language: chosen puzzles, or a count of a theme (its tag, as the form lists it). */
const PUZZLE_SET_TITLE: Record<Locale, { chosen: (n: number) => string; theme: (n: number, theme: string) => string }> = {
  en: { chosen: (n) => `${n} chosen puzzle${n === 1 ? '' : 's'}`, theme: (n, theme) => `${n} puzzle${n === 1 ? '' : 's'}: ${theme}` },
  es: {
    chosen: (n) => (n === 1 ? '1 problema elegido' : `${n} problemas elegidos`),
    theme: (n, theme) => `${n} ${n === 1 ? 'problema' : 'problemas'}: ${theme}`,
  },
};

/**
 * An assignment's title in a language. The row keeps the English it was made with; a lesson's,
 * chapter's or challenge's title is said again from the content's translation (decision record
 * 047), a puzzle set's from its count and theme.
 */
export function assignmentTitleIn(row: AssignmentRow, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return row.title;
  if (row.moduleId) return localizeText('lessons', row.moduleId, 'title', row.title, locale);
  if (row.challengeId) return localizeText('mini-challenges', row.challengeId, 'title', row.title, locale);
  const chapter = row.chapterId ? storyChapterContent.find((c) => c.id === row.chapterId) : undefined;
  if (chapter) {
    const title = localizeText('story', chapter.id, 'title', chapter.title, locale);
    return CHAPTER_TITLE[locale].replace('{n}', String(chapter.chapterNumber)).replace('{title}', () => title);
  }
  if (row.puzzleIds && row.puzzleIds.length > 0) return PUZZLE_SET_TITLE[locale].chosen(row.puzzleIds.length);
  if (row.puzzleTheme && row.puzzleCount) return PUZZLE_SET_TITLE[locale].theme(row.puzzleCount, row.puzzleTheme);
  return row.title;
}

/** The facts that can complete an assignment, and the kind each completes. */
export const COMPLETING_FACTS = ['lesson.module.completed', 'story.chapter.completed', 'puzzle.attempted', 'mini_challenge.completed'] as const;

/**
 * Class assignments (issue 24): the teacher's side (make, list, change the due date, delete;
 * membership checked, another teacher's class is a 404) and the student's list. Completion is
 * `recordFact`, called by the fact subscriber in its delivery's transaction.
 */
export function createClassAssignmentsService({ db }: { db: Database }) {
  const listeners = new Set<(completion: AssignmentCompletion) => void>();

  /** The class if this account teaches it, else 404 (as the classes feature answers). */
  async function hold(accountId: string, classId: string) {
    const [found] = await db
      .select({ id: classes.id, archivedAt: classes.archivedAt })
      .from(classes)
      .innerJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.accountId, accountId)))
      .where(eq(classes.id, classId));
    if (!found) throw notFound(CLASS_MESSAGES.classMissing);
    return found;
  }

  async function activeHold(accountId: string, classId: string) {
    const held = await hold(accountId, classId);
    if (held.archivedAt) throw conflict(ASSIGNMENT_MESSAGES.classArchived);
    return held;
  }

  function checkDue(dueAt: string, now: Date): Date {
    const due = new Date(dueAt);
    if (due.getTime() < now.getTime()) throw badRequest(ASSIGNMENT_MESSAGES.duePast, 'dueAt');
    if (due.getTime() > now.getTime() + ASSIGNMENT_MAX_DUE_DAYS * DAY_MS) throw badRequest(ASSIGNMENT_MESSAGES.dueTooFar, 'dueAt');
    return due;
  }

  /** The columns of what is assigned, checked against the catalogue; a 400 names the field. */
  async function resolveTarget(body: CreateAssignmentBody): Promise<Pick<AssignmentRow, 'title'> & Partial<AssignmentRow>> {
    switch (body.kind) {
      case 'lesson_module': {
        const [found] = await db.select({ title: modules.title }).from(modules).where(eq(modules.id, body.moduleId));
        if (!found) throw badRequest(ASSIGNMENT_MESSAGES.moduleNotFound, 'moduleId');
        return { title: found.title, moduleId: body.moduleId };
      }
      case 'story_chapter': {
        const [found] = await db
          .select({ title: storyChapters.title, number: storyChapters.chapterNumber })
          .from(storyChapters)
          .where(eq(storyChapters.id, body.chapterId));
        if (!found) throw badRequest(ASSIGNMENT_MESSAGES.chapterNotFound, 'chapterId');
        return { title: `Chapter ${found.number}: ${found.title}`, chapterId: body.chapterId };
      }
      case 'mini_challenge': {
        const [found] = await db.select({ title: miniChallenges.title }).from(miniChallenges).where(eq(miniChallenges.id, body.challengeId));
        if (!found) throw badRequest(ASSIGNMENT_MESSAGES.challengeNotFound, 'challengeId');
        return { title: found.title, challengeId: body.challengeId };
      }
      case 'puzzle_set': {
        const set = body.puzzles;
        if (set.puzzleIds) {
          const found = await db.select({ id: puzzles.id }).from(puzzles).where(inArray(puzzles.id, set.puzzleIds));
          const known = new Set(found.map((row) => row.id));
          const missing = set.puzzleIds.find((id) => !known.has(id));
          if (missing !== undefined) throw badRequest(ASSIGNMENT_MESSAGES.puzzleNotFound(missing), 'puzzles.puzzleIds');
          const n = set.puzzleIds.length;
          return { title: PUZZLE_SET_TITLE.en.chosen(n), puzzleIds: set.puzzleIds, puzzleCount: n };
        }
        const theme = set.theme!;
        const wanted = set.count!;
        const [row] = await db
          .select({ n: count() })
          .from(puzzles)
          .where(sql`${theme} = any(${puzzles.themes})`);
        const available = row?.n ?? 0;
        if (available === 0) throw badRequest(ASSIGNMENT_MESSAGES.themeNotFound, 'puzzles.theme');
        if (wanted > available) throw badRequest(ASSIGNMENT_MESSAGES.themeTooSmall(available), 'puzzles.count');
        return { title: PUZZLE_SET_TITLE.en.theme(wanted, theme), puzzleTheme: theme, puzzleCount: wanted };
      }
    }
  }

  /**
   * The class's assignments as its teachers see them, in a fixed number of queries: the
   * assignments, the students, who each is for, the completions and the puzzles solved.
   */
  async function classAssignmentsOf(classId: string, only?: string): Promise<ClassAssignment[]> {
    const rows = await db
      .select()
      .from(classAssignments)
      .where(only ? and(eq(classAssignments.classId, classId), eq(classAssignments.id, only)) : eq(classAssignments.classId, classId))
      .orderBy(asc(classAssignments.dueAt), asc(classAssignments.createdAt));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [students, chosen, done, solved] = await Promise.all([
      db
        .select({ studentId: childProfiles.id, firstName: childProfiles.firstName, username: childProfiles.username })
        .from(classStudents)
        .innerJoin(childProfiles, eq(childProfiles.id, classStudents.childId))
        .where(eq(classStudents.classId, classId))
        .orderBy(asc(childProfiles.firstName), asc(childProfiles.id)),
      db.select().from(classAssignmentStudents).where(inArray(classAssignmentStudents.assignmentId, ids)),
      db.select().from(classAssignmentCompletions).where(inArray(classAssignmentCompletions.assignmentId, ids)),
      db
        .select({ assignmentId: classAssignmentPuzzles.assignmentId, childId: classAssignmentPuzzles.childId, n: count() })
        .from(classAssignmentPuzzles)
        .where(inArray(classAssignmentPuzzles.assignmentId, ids))
        .groupBy(classAssignmentPuzzles.assignmentId, classAssignmentPuzzles.childId),
    ]);
    const key = (assignmentId: string, childId: string) => `${assignmentId}/${childId}`;
    const chosenSet = new Set(chosen.map((row) => key(row.assignmentId, row.childId)));
    const doneAt = new Map(done.map((row) => [key(row.assignmentId, row.childId), row.completedAt]));
    const solvedCount = new Map(solved.map((row) => [key(row.assignmentId, row.childId), row.n]));
    return rows.map((row) => {
      const mine = students
        .filter((student) => row.wholeClass || chosenSet.has(key(row.id, student.studentId)))
        .map((student) => {
          const completedAt = doneAt.get(key(row.id, student.studentId));
          return {
            ...student,
            completedAt: completedAt ? iso(completedAt) : null,
            puzzlesSolved: solvedCount.get(key(row.id, student.studentId)) ?? 0,
          };
        });
      return {
        id: row.id,
        classId: row.classId,
        kind: row.kind,
        title: row.title,
        target: targetOf(row),
        dueAt: iso(row.dueAt),
        createdAt: iso(row.createdAt),
        wholeClass: row.wholeClass,
        students: mine,
        completedCount: mine.filter((student) => student.completedAt !== null).length,
      };
    });
  }

  /** The assignments this fact may complete for its child: of the child's class, for the child, made before the fact, the child a member before it, not yet done. */
  async function candidates(tx: Tx, childId: string, at: Date, kind: AssignmentRow['kind'], target: SQL | undefined) {
    return tx
      .select({ row: classAssignments })
      .from(classAssignments)
      .innerJoin(classStudents, memberOf(childId))
      .leftJoin(classAssignmentCompletions, completionOf(childId))
      .where(
        and(
          eq(classAssignments.kind, kind),
          target,
          lte(classAssignments.createdAt, at),
          lte(classStudents.joinedAt, at),
          isNull(classAssignmentCompletions.childId),
          forChild(tx, childId),
        ),
      )
      .for('update', { of: classAssignments });
  }

  /** Records the completion once (the key); the teachers to tell when it is new. */
  async function complete(tx: Tx, row: AssignmentRow, childId: string, at: Date): Promise<AssignmentCompletion | null> {
    const inserted = await tx
      .insert(classAssignmentCompletions)
      .values({ assignmentId: row.id, childId, completedAt: at })
      .onConflictDoNothing()
      .returning({ childId: classAssignmentCompletions.childId });
    if (inserted.length === 0) return null;
    const teachers = await tx.select({ accountId: classTeachers.accountId }).from(classTeachers).where(eq(classTeachers.classId, row.classId));
    return {
      classId: row.classId,
      assignmentId: row.id,
      studentId: childId,
      completedAt: iso(at),
      teacherAccountIds: teachers.map((teacher) => teacher.accountId),
    };
  }

  return {
    /** Runs `listener` for each completion recorded by this node, after its delivery committed (the socket part's push). */
    onCompleted(listener: (completion: AssignmentCompletion) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    announce(completion: AssignmentCompletion): void {
      for (const listener of listeners) listener(completion);
    },

    /** What a teacher can assign, its titles in the teacher's language (issue 27). */
    async choices(locale: Locale = SOURCE_LOCALE): Promise<AssignmentChoices> {
      const [moduleRows, chapterRows, challengeRows, themeRows] = await Promise.all([
        db
          .select({ id: modules.id, title: modules.title, requiredLevel: modules.requiredLevel, premium: modules.isPremium })
          .from(modules)
          .orderBy(asc(modules.sortOrder), asc(modules.id)),
        db
          .select({
            id: storyChapters.id,
            title: storyChapters.title,
            number: storyChapters.chapterNumber,
            requiredLevel: storyChapters.requiredLevel,
            premium: storyChapters.isPremium,
          })
          .from(storyChapters)
          .orderBy(asc(storyChapters.chapterNumber)),
        db
          .select({ id: miniChallenges.id, title: miniChallenges.title })
          .from(miniChallenges)
          .orderBy(asc(miniChallenges.sortOrder), asc(miniChallenges.id)),
        db.select({ themes: puzzles.themes }).from(puzzles),
      ]);
      const counted = new Map<string, number>();
      for (const row of themeRows) for (const theme of row.themes) counted.set(theme, (counted.get(theme) ?? 0) + 1);
      const themes = [...counted]
        .map(([theme, n]) => ({ theme, puzzles: n }))
        .sort((a, b) => b.puzzles - a.puzzles || a.theme.localeCompare(b.theme));
      return {
        modules: localizeAll('lessons', moduleRows, locale),
        chapters: chapterRows.map(({ number, ...row }) => {
          const title = localizeText('story', row.id, 'title', row.title, locale);
          return { ...row, title: CHAPTER_TITLE[locale].replace('{n}', String(number)).replace('{title}', () => title) };
        }),
        challenges: localizeAll('mini-challenges', challengeRows, locale),
        themes,
      };
    },

    async puzzleChoices(theme: string, locale: Locale = SOURCE_LOCALE): Promise<AssignmentPuzzleChoices> {
      const rows = await db
        .select({ id: puzzles.id, title: puzzles.title, rating: puzzles.rating, difficulty: puzzles.difficulty })
        .from(puzzles)
        .where(sql`${theme} = any(${puzzles.themes})`)
        .orderBy(asc(puzzles.rating), asc(puzzles.id))
        .limit(ASSIGNMENT_PUZZLE_CHOICES);
      return { theme, puzzles: localizeAll('puzzles', rows, locale) };
    },

    async list(accountId: string, classId: string): Promise<ClassAssignment[]> {
      await hold(accountId, classId);
      return classAssignmentsOf(classId);
    },

    async create(accountId: string, classId: string, body: CreateAssignmentBody, now = new Date()): Promise<ClassAssignment> {
      await activeHold(accountId, classId);
      const dueAt = checkDue(body.dueAt, now);
      const target = await resolveTarget(body);
      if (body.studentIds) {
        const members = await db
          .select({ childId: classStudents.childId })
          .from(classStudents)
          .where(and(eq(classStudents.classId, classId), inArray(classStudents.childId, body.studentIds)));
        if (members.length !== body.studentIds.length) throw badRequest(ASSIGNMENT_MESSAGES.studentNotInClass, 'studentIds');
      }
      const id = await db.transaction(async (tx) => {
        // The class's row is the lock that keeps the count honest between two teachers.
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
        const [held] = await tx.select({ n: count() }).from(classAssignments).where(eq(classAssignments.classId, classId));
        if ((held?.n ?? 0) >= ASSIGNMENT_MAX_PER_CLASS) throw conflict(ASSIGNMENT_MESSAGES.tooMany);
        const [row] = await tx
          .insert(classAssignments)
          .values({ ...target, classId, kind: body.kind, wholeClass: !body.studentIds, dueAt, createdBy: accountId, createdAt: now })
          .returning({ id: classAssignments.id });
        if (body.studentIds) {
          await tx.insert(classAssignmentStudents).values(body.studentIds.map((childId) => ({ assignmentId: row!.id, childId })));
        }
        return row!.id;
      });
      const [made] = await classAssignmentsOf(classId, id);
      return made!;
    },

    async changeDue(accountId: string, classId: string, assignmentId: string, dueAt: string, now = new Date()): Promise<ClassAssignment> {
      await activeHold(accountId, classId);
      const due = checkDue(dueAt, now);
      const changed = await db
        .update(classAssignments)
        .set({ dueAt: due })
        .where(and(eq(classAssignments.id, assignmentId), eq(classAssignments.classId, classId)))
        .returning({ id: classAssignments.id });
      if (changed.length === 0) throw notFound(ASSIGNMENT_MESSAGES.assignmentNotFound);
      const [found] = await classAssignmentsOf(classId, assignmentId);
      return found!;
    },

    async remove(accountId: string, classId: string, assignmentId: string): Promise<void> {
      await activeHold(accountId, classId);
      const removed = await db
        .delete(classAssignments)
        .where(and(eq(classAssignments.id, assignmentId), eq(classAssignments.classId, classId)))
        .returning({ id: classAssignments.id });
      if (removed.length === 0) throw notFound(ASSIGNMENT_MESSAGES.assignmentNotFound);
    },

    /** The child's own assignments (none when in no class), soonest due first. */
    /** The child's assignments; a lesson's, chapter's or challenge's title and the puzzles' titles in the child's language (issue 27). */
    async mine(childId: string, locale: Locale = SOURCE_LOCALE): Promise<MyAssignment[]> {
      const rows = await db
        .select({ row: classAssignments, completedAt: classAssignmentCompletions.completedAt })
        .from(classAssignments)
        .innerJoin(classStudents, memberOf(childId))
        .leftJoin(classAssignmentCompletions, completionOf(childId))
        .where(forChild(db, childId))
        .orderBy(asc(classAssignments.dueAt), asc(classAssignments.createdAt));
      if (rows.length === 0) return [];
      const ids = rows.map(({ row }) => row.id);
      const listed = [...new Set(rows.flatMap(({ row }) => row.puzzleIds ?? []))];
      const [solvedRows, titles] = await Promise.all([
        db
          .select({ assignmentId: classAssignmentPuzzles.assignmentId, puzzleId: classAssignmentPuzzles.puzzleId })
          .from(classAssignmentPuzzles)
          .where(and(eq(classAssignmentPuzzles.childId, childId), inArray(classAssignmentPuzzles.assignmentId, ids))),
        listed.length > 0 ? db.select({ id: puzzles.id, title: puzzles.title }).from(puzzles).where(inArray(puzzles.id, listed)) : [],
      ]);
      const titleOf = new Map(titles.map((row) => [row.id, row.title]));
      const solvedOf = (assignmentId: string) => new Set(solvedRows.filter((r) => r.assignmentId === assignmentId).map((r) => r.puzzleId));
      return rows.map(({ row, completedAt }) => {
        const solved = solvedOf(row.id);
        return {
          id: row.id,
          kind: row.kind,
          title: assignmentTitleIn(row, locale),
          target: targetOf(row),
          dueAt: iso(row.dueAt),
          completedAt: completedAt ? iso(completedAt) : null,
          puzzlesSolved: solved.size,
          puzzles: (row.puzzleIds ?? []).map((id) => {
            const title = titleOf.get(id);
            return { id, title: title === undefined ? id : localizeText('puzzles', id, 'title', title, locale), solved: solved.has(id) };
          }),
        };
      });
    },

    /**
     * A fact in its delivery's transaction: the completions it brings, each recorded once
     * (a second delivery of the same fact finds them done, or its puzzle already counted).
     */
    async recordFact(tx: Tx, fact: Fact): Promise<AssignmentCompletion[]> {
      const at = new Date(fact.at);
      const done: AssignmentCompletion[] = [];
      const completeAll = async (rows: { row: AssignmentRow }[], childId: string) => {
        for (const { row } of rows) {
          const completion = await complete(tx, row, childId, at);
          if (completion) done.push(completion);
        }
      };
      switch (fact.type) {
        case 'lesson.module.completed':
          await completeAll(await candidates(tx, fact.childId, at, 'lesson_module', eq(classAssignments.moduleId, fact.moduleId)), fact.childId);
          break;
        case 'story.chapter.completed':
          await completeAll(await candidates(tx, fact.childId, at, 'story_chapter', eq(classAssignments.chapterId, fact.chapterId)), fact.childId);
          break;
        case 'mini_challenge.completed':
          await completeAll(
            await candidates(tx, fact.childId, at, 'mini_challenge', eq(classAssignments.challengeId, fact.challengeId)),
            fact.childId,
          );
          break;
        case 'puzzle.attempted': {
          if (!fact.solved) break;
          const byList = sql`${fact.puzzleId} = any(${classAssignments.puzzleIds})`;
          const matches =
            fact.themes.length > 0
              ? or(inArray(classAssignments.puzzleTheme, fact.themes), byList)
              : and(isNotNull(classAssignments.puzzleIds), byList);
          const rows = await candidates(tx, fact.childId, at, 'puzzle_set', matches);
          for (const { row } of rows) {
            await tx
              .insert(classAssignmentPuzzles)
              .values({ assignmentId: row.id, childId: fact.childId, puzzleId: fact.puzzleId, solvedAt: at })
              .onConflictDoNothing();
            const [solved] = await tx
              .select({ n: count() })
              .from(classAssignmentPuzzles)
              .where(and(eq(classAssignmentPuzzles.assignmentId, row.id), eq(classAssignmentPuzzles.childId, fact.childId)));
            if ((solved?.n ?? 0) >= (row.puzzleCount ?? Infinity)) {
              const completion = await complete(tx, row, fact.childId, at);
              if (completion) done.push(completion);
            }
          }
          break;
        }
        default:
          break;
      }
      return done;
    },
  };
}

export type ClassAssignmentsService = ReturnType<typeof createClassAssignmentsService>;

import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ASSIGNMENT_KINDS } from '@chess-quest/protocol/class-assignments';
import { accounts } from './accounts';
import { classes, classStudents } from './classes';
import { childRef, createdAt, oneOf, tstz, uuidPk } from './columns';

/**
 * A student's row of an assignment names the child twice over: its profile (so the child-data
 * export and erasure find it, decision 018) and its class membership (leaving the class deletes
 * what the class kept about them).
 */
const memberKey = (t: { childId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.childId], foreignColumns: [classStudents.childId] }).onDelete('cascade');

/**
 * Class assignments (issue 24): what a class's teacher gives its students to do by a due date,
 * who it is for, and who has done it. Completion is written by the class-assignments fact
 * subscriber, once per student (the primary keys make a second delivery a no-op).
 */
export const classAssignments = pgTable(
  'class_assignments',
  {
    id: uuidPk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ASSIGNMENT_KINDS }).notNull(),
    /** The lesson's, chapter's or challenge's title when assigned; for a set, e.g. "5 fork puzzles". */
    title: text('title').notNull(),
    moduleId: text('module_id'),
    chapterId: text('chapter_id'),
    challengeId: text('challenge_id'),
    /** A set by theme: this many puzzles of the theme solved after assigning. */
    puzzleTheme: text('puzzle_theme'),
    puzzleCount: integer('puzzle_count'),
    /** A set by list: each of these puzzles solved after assigning. */
    puzzleIds: text('puzzle_ids').array(),
    /** True: every student of the class (later joiners too); false: those in class_assignment_students. */
    wholeClass: boolean('whole_class').notNull(),
    dueAt: tstz('due_at').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_assignments_class_idx').on(t.classId, t.dueAt),
    check('class_assignments_kind_check', oneOf(t.kind, ASSIGNMENT_KINDS)),
    check(
      'class_assignments_target_check',
      sql`(${t.kind} = 'lesson_module' and ${t.moduleId} is not null)
        or (${t.kind} = 'story_chapter' and ${t.chapterId} is not null)
        or (${t.kind} = 'mini_challenge' and ${t.challengeId} is not null)
        or (${t.kind} = 'puzzle_set' and ${t.puzzleCount} >= 1
            and ((${t.puzzleTheme} is not null and ${t.puzzleIds} is null)
              or (${t.puzzleTheme} is null and cardinality(${t.puzzleIds}) = ${t.puzzleCount})))`,
    ),
  ],
);

/** The students an assignment is for, when it is not for the whole class. */
export const classAssignmentStudents = pgTable(
  'class_assignment_students',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => classAssignments.id, { onDelete: 'cascade' }),
    childId: childRef(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.childId] }),
    index('class_assignment_students_child_idx').on(t.childId),
    memberKey(t, 'class_assignment_students_member_fk'),
  ],
);

/** A student finished an assignment: written once (the key), by the fact subscriber. */
export const classAssignmentCompletions = pgTable(
  'class_assignment_completions',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => classAssignments.id, { onDelete: 'cascade' }),
    childId: childRef(),
    completedAt: tstz('completed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.childId] }),
    index('class_assignment_completions_child_idx').on(t.childId),
    memberKey(t, 'class_assignment_completions_member_fk'),
  ],
);

/** Puzzles a student solved toward a puzzle set (after it was assigned), once each. */
export const classAssignmentPuzzles = pgTable(
  'class_assignment_puzzles',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => classAssignments.id, { onDelete: 'cascade' }),
    childId: childRef(),
    puzzleId: text('puzzle_id').notNull(),
    solvedAt: tstz('solved_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.childId, t.puzzleId] }),
    index('class_assignment_puzzles_child_idx').on(t.childId),
    memberKey(t, 'class_assignment_puzzles_member_fk'),
  ],
);

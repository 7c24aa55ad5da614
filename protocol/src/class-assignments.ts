import { z } from 'zod';

/**
 * Class assignments (issue 24): a teacher of a class gives its students something to do by a
 * due date: a lesson module, a story chapter, a puzzle set (by theme with a count, or a chosen
 * list of puzzles) or a mini challenge; to the whole class or to some of its students.
 * Completion comes from the facts the services already record (lesson module completed, story
 * chapter completed, puzzle attempted and solved, mini challenge completed), exactly once;
 * only what a student did after the assignment was made and after they joined the class counts.
 *
 * Routes (under /api):
 * - GET    /assignment-choices                           teacher  -> assignmentChoicesSchema
 * - GET    /assignment-choices/puzzles?theme=            teacher  assignmentPuzzlesQuerySchema -> assignmentPuzzleChoicesSchema
 * - GET    /classes/:classId/assignments                 teacher  -> classAssignmentListSchema
 * - POST   /classes/:classId/assignments                 teacher  createAssignmentBodySchema -> 201 classAssignmentSchema
 * - PATCH  /classes/:classId/assignments/:assignmentId   teacher  updateAssignmentBodySchema -> classAssignmentSchema
 * - DELETE /classes/:classId/assignments/:assignmentId   teacher  -> 204
 * - GET    /my-assignments                               child    -> myAssignmentsSchema (empty when in no class)
 *
 * Socket push (to the account room of each teacher of the class): `assignment:completed`
 * with assignmentCompletedPushSchema, when a student's completion is recorded.
 */

// ---- Constants ---------------------------------------------------------------------------

export const ASSIGNMENT_KINDS = ['lesson_module', 'story_chapter', 'puzzle_set', 'mini_challenge'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const ASSIGNMENT_KIND_NAMES: Record<AssignmentKind, string> = {
  lesson_module: 'Lesson',
  story_chapter: 'Story chapter',
  puzzle_set: 'Puzzles',
  mini_challenge: 'Mini challenge',
};

/** Most puzzles in one set (by theme or by list). */
export const ASSIGNMENT_MAX_PUZZLES = 20;
/** A due date may be at most this many days ahead. */
export const ASSIGNMENT_MAX_DUE_DAYS = 365;
/** Most assignments one class may hold at once. */
export const ASSIGNMENT_MAX_PER_CLASS = 200;
/** How many puzzles of a theme the teacher's chooser lists. */
export const ASSIGNMENT_PUZZLE_CHOICES = 60;
/** Most students one assignment names (a class holds at most 40). */
export const ASSIGNMENT_MAX_STUDENTS = 40;

export const ASSIGNMENT_MESSAGES = {
  assignmentNotFound: 'No such assignment.',
  classArchived: 'This class is archived. Restore it to change its assignments.',
  duePast: 'dueAt must not be in the past',
  dueTooFar: `dueAt must be within ${ASSIGNMENT_MAX_DUE_DAYS} days`,
  moduleNotFound: 'No lesson module has that id.',
  chapterNotFound: 'No story chapter has that id.',
  challengeNotFound: 'No mini challenge has that id.',
  themeNotFound: 'No puzzle of the catalogue has that theme.',
  themeTooSmall: (available: number) => `That theme has only ${available} puzzle${available === 1 ? '' : 's'}: ask for at most that many.`,
  puzzleNotFound: (id: string) => `No puzzle of the catalogue has the id ${id}.`,
  studentNotInClass: 'Every student named must be in this class.',
  tooMany: `A class holds at most ${ASSIGNMENT_MAX_PER_CLASS} assignments. Delete an old one first.`,
} as const;

// ---- Shared pieces -----------------------------------------------------------------------

const uuidField = (name: string) => z.string({ error: `${name} is required` }).uuid(`${name} must be an id`);
const catalogueId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100, `${name} is too long`);

export const assignmentParamsSchema = z.object({ classId: uuidField('classId'), assignmentId: uuidField('assignmentId') });

/** An ISO time with its offset; whether it is ahead and within a year is the server's check (its clock). */
export const dueAtSchema = z.iso.datetime({ offset: true, error: 'dueAt must be an ISO date and time, e.g. 2026-12-01T15:00:00Z' });

/** What a puzzle set holds: N puzzles of a theme, or a chosen list. */
export const puzzleSetSchema = z
  .object({
    theme: catalogueId('puzzles.theme').optional(),
    count: z
      .number({ error: 'puzzles.count must be a number' })
      .int('puzzles.count must be a whole number')
      .min(1, 'puzzles.count must be at least 1')
      .max(ASSIGNMENT_MAX_PUZZLES, `puzzles.count must be at most ${ASSIGNMENT_MAX_PUZZLES}`)
      .optional(),
    puzzleIds: z
      .array(catalogueId('puzzles.puzzleIds'), { error: 'puzzles.puzzleIds must be a list of puzzle ids' })
      .min(1, 'puzzles.puzzleIds must name at least one puzzle')
      .max(ASSIGNMENT_MAX_PUZZLES, `puzzles.puzzleIds may name at most ${ASSIGNMENT_MAX_PUZZLES} puzzles`)
      .refine((ids) => new Set(ids).size === ids.length, 'puzzles.puzzleIds must not repeat a puzzle')
      .optional(),
  })
  .strict()
  .superRefine((set, ctx) => {
    const byTheme = set.theme !== undefined || set.count !== undefined;
    if (byTheme && set.puzzleIds !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'puzzles takes either theme and count, or puzzleIds, not both', path: ['puzzleIds'] });
    } else if (byTheme && (set.theme === undefined || set.count === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'puzzles.theme and puzzles.count go together', path: [set.theme === undefined ? 'theme' : 'count'] });
    } else if (!byTheme && set.puzzleIds === undefined) {
      ctx.addIssue({ code: 'custom', message: 'puzzles needs theme and count, or puzzleIds', path: ['theme'] });
    }
  });
export type PuzzleSet = z.infer<typeof puzzleSetSchema>;

const whoFields = {
  /** Absent: the whole class (students who join later too). Else these students of the class. */
  studentIds: z
    .array(uuidField('studentIds'), { error: 'studentIds must be a list of student ids' })
    .min(1, 'studentIds must name at least one student (leave it out for the whole class)')
    .max(ASSIGNMENT_MAX_STUDENTS, `studentIds may name at most ${ASSIGNMENT_MAX_STUDENTS} students`)
    .refine((ids) => new Set(ids).size === ids.length, 'studentIds must not repeat a student')
    .optional(),
  dueAt: dueAtSchema,
};

/** POST /api/classes/:classId/assignments. */
export const createAssignmentBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('lesson_module'), moduleId: catalogueId('moduleId'), ...whoFields }).strict(),
    z.object({ kind: z.literal('story_chapter'), chapterId: catalogueId('chapterId'), ...whoFields }).strict(),
    z.object({ kind: z.literal('mini_challenge'), challengeId: catalogueId('challengeId'), ...whoFields }).strict(),
    z.object({ kind: z.literal('puzzle_set'), puzzles: puzzleSetSchema, ...whoFields }).strict(),
  ],
  { error: `kind must be one of ${ASSIGNMENT_KINDS.join(', ')}` },
);
export type CreateAssignmentBody = z.infer<typeof createAssignmentBodySchema>;

/** PATCH /api/classes/:classId/assignments/:assignmentId: a new due date. */
export const updateAssignmentBodySchema = z.object({ dueAt: dueAtSchema }).strict();
export type UpdateAssignmentBody = z.infer<typeof updateAssignmentBodySchema>;

// ---- Answers -----------------------------------------------------------------------------

/** What the assignment points at: one of the ids, or the puzzle set. */
export const assignmentTargetSchema = z.object({
  moduleId: z.string().nullable(),
  chapterId: z.string().nullable(),
  challengeId: z.string().nullable(),
  theme: z.string().nullable(),
  /** Puzzles to solve: the theme's count, or the list's length. */
  puzzleCount: z.number().int().nullable(),
  puzzleIds: z.array(z.string()).nullable(),
});
export type AssignmentTarget = z.infer<typeof assignmentTargetSchema>;

/** One student's state of an assignment, as the class's teachers see it (the first name is theirs to see). */
export const assignmentStudentSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  username: z.string(),
  /** ISO time of completion, null while not done. */
  completedAt: z.string().nullable(),
  /** Puzzles solved toward a puzzle set (0 for the other kinds). */
  puzzlesSolved: z.number().int(),
});
export type AssignmentStudent = z.infer<typeof assignmentStudentSchema>;

export const classAssignmentSchema = z.object({
  id: z.string(),
  classId: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  /** The lesson's, chapter's or challenge's title; for a set, e.g. "5 fork puzzles". */
  title: z.string(),
  target: assignmentTargetSchema,
  dueAt: z.string(),
  createdAt: z.string(),
  /** True: the whole class (later joiners too); false: the students listed. */
  wholeClass: z.boolean(),
  students: z.array(assignmentStudentSchema),
  completedCount: z.number().int(),
});
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;

export const classAssignmentListSchema = z.object({ assignments: z.array(classAssignmentSchema) });
export type ClassAssignmentList = z.infer<typeof classAssignmentListSchema>;

/** GET /api/my-assignments: the student's own, soonest due first; done ones ticked. */
export const myAssignmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  target: assignmentTargetSchema,
  dueAt: z.string(),
  completedAt: z.string().nullable(),
  puzzlesSolved: z.number().int(),
  /** A chosen list's puzzles (titles as the puzzles page shows them) and which are solved toward it; empty for other kinds. */
  puzzles: z.array(z.object({ id: z.string(), title: z.string(), solved: z.boolean() })),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentsSchema = z.object({ assignments: z.array(myAssignmentSchema) });
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

/** What the teacher's form offers (the catalogue). */
const choice = z.object({ id: z.string(), title: z.string() });
/**
 * A lesson or chapter opens for a child at its level (and a premium chapter only on a paid
 * plan): the form says so, as a student on the free plan at level 1 could not open it yet.
 */
const lockedChoice = choice.extend({ requiredLevel: z.number().int(), premium: z.boolean() });
export const assignmentChoicesSchema = z.object({
  modules: z.array(lockedChoice),
  chapters: z.array(lockedChoice),
  challenges: z.array(choice),
  themes: z.array(z.object({ theme: z.string(), puzzles: z.number().int() })),
});
export type AssignmentChoices = z.infer<typeof assignmentChoicesSchema>;

export const assignmentPuzzlesQuerySchema = z.object({ theme: catalogueId('theme') });
export const assignmentPuzzleChoicesSchema = z.object({
  theme: z.string(),
  puzzles: z.array(z.object({ id: z.string(), title: z.string(), rating: z.number().int(), difficulty: z.number().int() })),
});
export type AssignmentPuzzleChoices = z.infer<typeof assignmentPuzzleChoicesSchema>;

/** Socket `assignment:completed`: a student finished an assignment (to the class's teachers' account rooms). */
export const assignmentCompletedPushSchema = z.object({
  classId: z.string(),
  assignmentId: z.string(),
  studentId: z.string(),
  completedAt: z.string(),
});
export type AssignmentCompletedPush = z.infer<typeof assignmentCompletedPushSchema>;

import { z } from 'zod';
import { emailSchema, signUpBodySchema } from './auth';
import { childAgeSchema, childFirstNameSchema } from './parent';
import { coordinatesBestsSchema } from './coordinates';

/**
 * Classes (issue 24, decision 036): a teacher runs a class; its students sign in with the
 * class code and three pictures instead of an email and a password.
 *
 * - Teachers: an account becomes one (teacher sign-up, or an existing account behind the PIN).
 *   Every teacher call is behind the same PIN gate as the parent area (role `teacher`): the
 *   teacher area shows children's real first names.
 * - Students: accounts the teacher creates (kind `student`), with one child profile each, no
 *   email, no password, no PIN. Their first name is seen only by the class's teachers and by
 *   the child itself; everybody else sees the generated username.
 *
 * Routes (under /api):
 * - GET  /teachers/me                      account  -> teacherStatusSchema
 * - POST /teachers/signup                  anyone   teacherSignUpBodySchema -> 201 teacherStatusSchema (signed in, adult area open)
 * - POST /teachers/me                      parent   -> teacherStatusSchema (this account becomes a teacher)
 * - GET  /classes?archived=true|false      teacher  -> classListSchema
 * - POST /classes                          teacher  createClassBodySchema -> 201 classDetailSchema
 * - GET  /classes/:classId                 teacher  -> classDetailSchema
 * - PATCH /classes/:classId                teacher  updateClassBodySchema -> classDetailSchema
 * - POST /classes/:classId/archive|restore teacher  -> classDetailSchema
 * - POST /classes/:classId/teachers        teacher  addCoTeacherBodySchema -> 201 classDetailSchema
 * - DELETE /classes/:classId/teachers/:accountId  teacher (owner; or a co-teacher leaving) -> 204
 * - GET  /classes/:classId/news            teacher  -> newsListSchema
 * - POST /classes/:classId/news            teacher  newsBodySchema -> 201 newsPostSchema
 * - DELETE /classes/:classId/news/:postId  teacher  -> 204
 * - POST /classes/:classId/students        teacher  addStudentsBodySchema -> 201 studentCardsSchema
 * - POST /classes/:classId/students/:studentId/reset  teacher -> studentCardsSchema (one card; signs the student out everywhere)
 * - DELETE /classes/:classId/students/:studentId      teacher -> 204 (the student's account and data erased)
 * - GET  /classes/:classId/progress?days=  teacher  classProgressQuerySchema -> classProgressSchema
 * - GET  /class-login/:code                anyone   -> classLoginSchema
 * - POST /class-login                      anyone   classLoginBodySchema -> authUserSchema (protocol/auth); 401 wrong
 *                                                   pictures, 429 classLoginLockedSchema
 * - GET  /my-class                         child    -> myClassSchema (404 when not in a class)
 * - POST /classes/:classId/quick-codes     teacher  quickCodeBodySchema -> quickCodesSchema (a new quick-login code for
 *                                                   every student account of the class; old codes end, students signed out)
 * - POST /classes/:classId/students/:studentId/quick-code  teacher  quickCodeBodySchema -> quickCodesSchema (one student)
 * - POST /class-login/quick                anyone   quickLoginBodySchema -> authUserSchema; 401 wrong/expired code,
 *                                                   429 classLoginLockedSchema (too many wrong codes from one address)
 * - POST /classes/:classId/students/:studentId/move  teacher  moveStudentBodySchema -> classDetailSchema (the class
 *                                                   the student left; 409 when the other class is full or archived)
 */

// ---- Constants ---------------------------------------------------------------------------

/** Most students in one class. */
export const CLASS_MAX_STUDENTS = 40;
/** Most first names the teacher may add in one request. */
export const CLASS_MAX_NEW_STUDENTS = 40;
export const CLASS_NAME_MAX = 60;
export const CLASS_DESCRIPTION_MAX = 400;
export const CLASS_NEWS_MAX = 2000;
/** How many news posts the wall shows (newest first). */
export const CLASS_NEWS_SHOWN = 50;
/** The age a new student gets when the teacher gives none. */
export const STUDENT_DEFAULT_AGE = 8;

/** The class code: 6 characters from an alphabet with no look-alikes (no 0/O, 1/I/L). */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;

/** The picture password's grid: 16 pictures; a password is 3 of them in order (repeats allowed: 16^3 = 4096). */
export const PICTURE_KEYS = [
  'cat',
  'dog',
  'fish',
  'bird',
  'rabbit',
  'turtle',
  'snail',
  'squirrel',
  'apple',
  'cherry',
  'sun',
  'moon',
  'star',
  'flower',
  'tree',
  'rocket',
] as const;
export type PictureKey = (typeof PICTURE_KEYS)[number];
export const PICTURE_PASSWORD_LENGTH = 3;

/** The words printed under each picture on the card (and read by screen readers). */
export const PICTURE_WORDS: Record<PictureKey, string> = {
  cat: 'Cat',
  dog: 'Dog',
  fish: 'Fish',
  bird: 'Bird',
  rabbit: 'Rabbit',
  turtle: 'Turtle',
  snail: 'Snail',
  squirrel: 'Squirrel',
  apple: 'Apple',
  cherry: 'Cherry',
  sun: 'Sun',
  moon: 'Moon',
  star: 'Star',
  flower: 'Flower',
  tree: 'Tree',
  rocket: 'Rocket',
};

/** Limits on picture tries (counted in the database, decision 036). */
export const CLASS_LOGIN_LIMITS = {
  /** Wrong tries in a row that lock one student … */
  studentWrongTries: 5,
  /** … for this long. */
  studentLockMs: 5 * 60_000,
  /** Wrong tries for a whole class within the window before the class's sign-in pauses. */
  classWrongTries: 30,
  classWindowMs: 10 * 60_000,
} as const;

/** The roles a teacher can have in a class. */
export const CLASS_TEACHER_ROLES = ['owner', 'co'] as const;
export type ClassTeacherRole = (typeof CLASS_TEACHER_ROLES)[number];

/** What an account is: a family's (email, password, PIN) or a student's the teacher made. */
export const ACCOUNT_KINDS = ['family', 'student'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The days the progress table covers. */
export const CLASS_PROGRESS_DAYS = [1, 7, 30, 90] as const;
export type ClassProgressDays = (typeof CLASS_PROGRESS_DAYS)[number];

/** Messages the web shows verbatim; the server sends exactly these. */
export const CLASS_MESSAGES = {
  wrongPictures: 'Those pictures are not right. Try again!',
  studentLocked: 'Too many tries. Take a little break and try again in 5 minutes, or ask your teacher.',
  classPaused: 'Too many tries in this class. Please wait 10 minutes, or ask your teacher.',
  classNotFound: 'We could not find that class. Check the code on your card.',
  studentNotFound: 'No such student in this class.',
  classMissing: 'No such class.',
  notTeacher: 'Only a teacher can do that.',
  alreadyTeacher: 'This account is a teacher already.',
  studentAccount: 'A student account cannot do that. Ask your teacher.',
  classFull: (room: number) =>
    room > 0 ? `This class has room for ${room} more student${room === 1 ? '' : 's'}.` : `This class is full (${CLASS_MAX_STUDENTS} students).`,
  archived: 'This class is archived. Restore it to change it.',
  onlyOwner: 'Only the teacher who made the class can do that.',
  teacherNotFound: 'No teacher account has that email. Ask them to become a teacher first.',
  alreadyCoTeacher: 'That teacher is already in this class.',
  cannotRemoveOwner: 'The teacher who made the class cannot be removed from it.',
  notInClass: 'You are not in a class.',
  newsNotFound: 'No such news post.',
  familyChild: "This child signs in with their family's account, so they have no picture card.",
  wrongQuickCode: 'That code is not right. Check each letter, or ask your teacher.',
  expiredQuickCode: 'That code is too old. Ask your teacher for a new one.',
  quickCodesPaused: 'Too many wrong codes from here. Please wait a few minutes, or ask your teacher.',
  familyChildMove: "This child joined with their family's yes for this class; their parent can move them.",
  sameClass: 'The student is in that class already.',
} as const;

// ---- Quick-login codes (decision 036) ----------------------------------------------------

/**
 * A student's quick-login code: 8 characters from the class code's alphabet (31^8, about
 * 8.5 * 10^11), shown as XXXX-XXXX and in a QR code of the sign-in link. Only its keyed hash is
 * stored; renewing ends the old one. It works for as long as the teacher chose when making it.
 */
export const QUICK_CODE_LENGTH = 8;
export const QUICK_CODE_VALIDITY = {
  /** One lesson, like lila's login codes (15 minutes there; a lesson here). */
  lesson: 2 * 60 * 60_000,
  day: 24 * 60 * 60_000,
  week: 7 * 24 * 60 * 60_000,
} as const;
export const QUICK_CODE_VALIDITIES = ['lesson', 'day', 'week'] as const;
export type QuickCodeValidity = (typeof QUICK_CODE_VALIDITIES)[number];
/** Wrong codes from one address within the window before that address must wait (a classroom shares one). */
export const QUICK_LOGIN_LIMITS = { addressWrongTries: 30, addressWindowMs: 10 * 60_000 } as const;
/** The sign-in page reads the code from the link's fragment (#quick=...), which browsers never send to a server. */
export const QUICK_LOGIN_FRAGMENT = 'quick';

/** XXXX-XXXX as printed. */
export const formatQuickCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A quick-login code as typed: spaces and dashes dropped, upper-cased, then checked. */
export const quickCodeSchema = z
  .string({ error: 'code is required' })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${CLASS_CODE_ALPHABET}]{${QUICK_CODE_LENGTH}}$`),
        `code must be the ${QUICK_CODE_LENGTH} letters and digits from your card`,
      ),
  );

/** POST .../quick-code(s): how long the new codes work (default one lesson). */
export const quickCodeBodySchema = z.object({
  validFor: z.enum(QUICK_CODE_VALIDITIES, { error: `validFor must be one of ${QUICK_CODE_VALIDITIES.join(', ')}` }).default('lesson'),
});
export type QuickCodeBody = z.input<typeof quickCodeBodySchema>;

/** One student's new code, shown this once (only its hash is kept). */
export const studentQuickCodeSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  /** 8 characters, no dash (formatQuickCode prints it). */
  quickCode: z.string(),
});
export type StudentQuickCode = z.infer<typeof studentQuickCodeSchema>;

export const quickCodesSchema = z.object({
  classId: z.string(),
  className: z.string(),
  /** ISO time the codes stop working. */
  expiresAt: z.string(),
  validFor: z.enum(QUICK_CODE_VALIDITIES),
  codes: z.array(studentQuickCodeSchema),
});
export type QuickCodes = z.infer<typeof quickCodesSchema>;

/** POST /api/class-login/quick. */
export const quickLoginBodySchema = z.object({ code: quickCodeSchema });
export type QuickLoginBody = z.input<typeof quickLoginBodySchema>;

// ---- Shared pieces -----------------------------------------------------------------------

export const pictureKeySchema = z.enum(PICTURE_KEYS, { error: `pictures must be chosen from ${PICTURE_KEYS.join(', ')}` });
export const picturePasswordSchema = z
  .array(pictureKeySchema, { error: 'pictures must be a list of 3 pictures' })
  .length(PICTURE_PASSWORD_LENGTH, `pictures must be exactly ${PICTURE_PASSWORD_LENGTH} pictures`);
export type PicturePassword = z.infer<typeof picturePasswordSchema>;

/** A class code as typed: spaces dropped, upper-cased, then checked. */
export const classCodeSchema = z
  .string({ error: 'code is required' })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`),
        `code must be ${CLASS_CODE_LENGTH} letters and digits from the class card`,
      ),
  );

const uuidField = (name: string) => z.string({ error: `${name} is required` }).uuid(`${name} must be an id`);

export const classNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(CLASS_NAME_MAX, `name must be at most ${CLASS_NAME_MAX} characters`);
export const classDescriptionSchema = z
  .string({ error: 'description must be text' })
  .trim()
  .max(CLASS_DESCRIPTION_MAX, `description must be at most ${CLASS_DESCRIPTION_MAX} characters`);

/** A student's first name and age: checked as a family child's are. */
export const studentFirstNameSchema = childFirstNameSchema;
export const studentAgeSchema = childAgeSchema;

// ---- Who is signed in --------------------------------------------------------------------

/**
 * GET /api/teachers/me (role `account`, 401 signed out): what kind of account this is, for
 * routing. A teacher account may have no child profile, so /api/auth/user (a child's call)
 * cannot say it. Also the answer of POST /api/teachers/signup and POST /api/teachers/me.
 * Whether the adult area is open is GET /api/parent/status, as for parents.
 */
export const teacherStatusSchema = z.object({
  isTeacher: z.boolean(),
  accountKind: z.enum(ACCOUNT_KINDS),
  /** Whether a child profile is active in the session (a teacher-only account has none). */
  hasChild: z.boolean(),
});
export type TeacherStatus = z.infer<typeof teacherStatusSchema>;

// ---- Teachers ----------------------------------------------------------------------------

/** POST /api/teachers/signup: an account with no child, a teacher, signed in, its adult area open. */
export const teacherSignUpBodySchema = signUpBodySchema.pick({ email: true, password: true, parentPin: true, privacyConsent: true });
export type TeacherSignUpBody = z.infer<typeof teacherSignUpBodySchema>;

// ---- Classes -----------------------------------------------------------------------------

export const classIdParamsSchema = z.object({ classId: uuidField('classId') });
export const classStudentParamsSchema = z.object({ classId: uuidField('classId'), studentId: uuidField('studentId') });
export const classTeacherParamsSchema = z.object({ classId: uuidField('classId'), accountId: uuidField('accountId') });
export const classNewsParamsSchema = z.object({ classId: uuidField('classId'), postId: uuidField('postId') });

/** GET /api/classes?archived=true lists the archived classes; without it, the active ones. */
export const classListQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const createClassBodySchema = z.object({
  name: classNameSchema,
  description: classDescriptionSchema.default(''),
});
export type CreateClassBody = z.input<typeof createClassBodySchema>;

export const updateClassBodySchema = z
  .object({ name: classNameSchema, description: classDescriptionSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send name or description to change.');
export type UpdateClassBody = z.infer<typeof updateClassBodySchema>;

export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  studentCount: z.number().int(),
  /** ISO time, or null while the class is active. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  myRole: z.enum(CLASS_TEACHER_ROLES),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;
export const classListSchema = z.object({ classes: z.array(classSummarySchema) });
export type ClassList = z.infer<typeof classListSchema>;

export const classTeacherSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  role: z.enum(CLASS_TEACHER_ROLES),
});
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

/** A student as the class's teachers see them: the real first name is here only. */
export const classStudentSchema = z.object({
  /** The student's child profile id. */
  studentId: z.string(),
  /**
   * 'student': an account the teacher made (picture card, reset, removal erases it);
   * 'family': a family's child who joined with the parent's approval (no card; removal only
   * takes them out of the class, the family keeps the child's data).
   */
  accountKind: z.enum(ACCOUNT_KINDS),
  firstName: z.string(),
  username: z.string(),
  age: z.number().int(),
  profileImageUrl: z.string().nullable(),
  joinedAt: z.string(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const classDetailSchema = classSummarySchema.extend({
  teachers: z.array(classTeacherSchema),
  students: z.array(classStudentSchema),
  maxStudents: z.number().int(),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** POST /api/classes/:classId/teachers: a co-teacher, by the email of an account that is a teacher. */
export const addCoTeacherBodySchema = z.object({ email: emailSchema });
export type AddCoTeacherBody = z.infer<typeof addCoTeacherBodySchema>;

// ---- Students and their cards ------------------------------------------------------------

/** POST /api/classes/:classId/students: 1-40 first names at once, each with an age (default 8). */
export const addStudentsBodySchema = z.object({
  students: z
    .array(
      z.object({
        firstName: studentFirstNameSchema,
        age: studentAgeSchema.default(STUDENT_DEFAULT_AGE),
      }),
      { error: 'students must be a list of { firstName, age }' },
    )
    .min(1, 'students must name at least one student')
    .max(CLASS_MAX_NEW_STUDENTS, `students may name at most ${CLASS_MAX_NEW_STUDENTS} at once`),
});
export type AddStudentsBody = z.input<typeof addStudentsBodySchema>;

/**
 * One printable card: shown once, in the answer that makes or resets the pictures (only their
 * hash is stored). Reprinting a lost card means resetting that student.
 */
export const studentCardSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  pictures: picturePasswordSchema,
});
export type StudentCard = z.infer<typeof studentCardSchema>;

export const studentCardsSchema = z.object({
  classId: z.string(),
  className: z.string(),
  code: z.string(),
  cards: z.array(studentCardSchema),
});
export type StudentCards = z.infer<typeof studentCardsSchema>;

// ---- The wall ----------------------------------------------------------------------------

export const newsBodySchema = z.object({
  body: z
    .string({ error: 'body is required' })
    .trim()
    .min(1, 'body is required')
    .max(CLASS_NEWS_MAX, `body must be at most ${CLASS_NEWS_MAX} characters`),
});
export type NewsBody = z.infer<typeof newsBodySchema>;

export const newsPostSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;
export const newsListSchema = z.object({ posts: z.array(newsPostSchema) });
export type NewsList = z.infer<typeof newsListSchema>;

// ---- Signing in with pictures (public) ---------------------------------------------------

export const classLoginParamsSchema = z.object({ code: classCodeSchema });

/** GET /api/class-login/:code: the class's name and its students' public faces (never real names). */
export const classLoginStudentSchema = z.object({
  studentId: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});
export const classLoginSchema = z.object({
  code: z.string(),
  className: z.string(),
  students: z.array(classLoginStudentSchema),
});
export type ClassLogin = z.infer<typeof classLoginSchema>;

/**
 * The 429 of POST /api/class-login (student locked, or the class's sign-in paused): the usual
 * error body plus how long to wait. The web says "Try again in N minutes".
 */
export const classLoginLockedSchema = z.object({
  code: z.literal('rate_limited'),
  message: z.string(),
  retryAfterSeconds: z.number().int().min(1),
});
export type ClassLoginLocked = z.infer<typeof classLoginLockedSchema>;

/** POST /api/class-login: answers the session's child (protocol/auth authUserSchema), like the other sign-ins. */
export const classLoginBodySchema = z.object({
  code: classCodeSchema,
  studentId: uuidField('studentId'),
  pictures: picturePasswordSchema,
});
export type ClassLoginBody = z.infer<typeof classLoginBodySchema>;

/** POST /api/classes/:classId/students/:studentId/move: to another class the same teacher teaches. */
export const moveStudentBodySchema = z.object({ toClassId: uuidField('toClassId') });
export type MoveStudentBody = z.infer<typeof moveStudentBodySchema>;

// ---- The student's own class -------------------------------------------------------------

/** GET /api/my-class: the signed-in student's class (404 when the child is in none). */
export const myClassSchema = z.object({
  className: z.string(),
  code: z.string(),
  news: z.array(newsPostSchema),
});
export type MyClass = z.infer<typeof myClassSchema>;

// ---- Progress (teacher) ------------------------------------------------------------------

export const classProgressQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be 1, 7, 30 or 90' })
    .refine((days): days is ClassProgressDays => (CLASS_PROGRESS_DAYS as readonly number[]).includes(days), 'days must be 1, 7, 30 or 90')
    .default(7),
});

/** One student's row of the progress table; only activity since the student joined the class counts. */
export const classProgressRowSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  username: z.string(),
  lessonsCompleted: z.number().int(),
  modulesCompleted: z.number().int(),
  puzzlesSolved: z.number().int(),
  puzzlesAttempted: z.number().int(),
  /** Solved / attempted in percent (0-100), null with no attempt. */
  puzzleAccuracy: z.number().nullable(),
  gamesPlayed: z.number().int(),
  gamesWon: z.number().int(),
  rating: z.number().int(),
  /** Rating now minus the rating at the start of the window (or at joining). */
  ratingChange: z.number().int(),
  secondsSpent: z.number().int(),
  streak: z.number().int(),
  /** The coordinates trainer's best rounds, all time (issue 26): Find / Name the square, from White's and Black's side. */
  coordinatesBests: coordinatesBestsSchema,
});
export type ClassProgressRow = z.infer<typeof classProgressRowSchema>;

/** GET /api/classes/:classId/progress?days=1|7|30|90. */
export const classProgressSchema = z.object({
  classId: z.string(),
  days: z.number().int(),
  students: z.array(classProgressRowSchema),
});
export type ClassProgress = z.infer<typeof classProgressSchema>;

import { z } from 'zod';
import { ACTIVITY_BEAT_MAX_SECONDS, CHILD_AGE_MAX, CHILD_AGE_MIN, PARENT_PIN_LENGTH, RECOMMENDED_DAILY_MINUTES } from './constants';
import { terminationSchema } from './ai-chess';
import { timeZoneSchema } from './progress';
import { LOCALES, localeSchema } from './locales';
import { SKILL_NAMES } from './learning-journey';
import { coordinatesBestsSchema } from './coordinates';

// The parent area: the PIN gate, family profiles and the parent dashboard.

/** Messages the web shows verbatim; the server sends exactly these. */
export const PARENT_MESSAGES = {
  locked: 'A parent needs to enter the parent PIN first.',
  wrongPin: "That PIN isn't right. Please try again.",
  tooManyPinAttempts: 'Too many PIN tries. Please wait 15 minutes and try again, or reset the PIN with your password.',
  wrongPassword: "That password isn't right. Please try again.",
  noPassword:
    'This account signs in through your login provider and has no password here, so the PIN cannot be reset on this page. Please write to us from the Contact Us page.',
  childLimit: (limit: number) =>
    limit > 1
      ? `You already have ${limit} child profiles, the most an account can have.`
      : 'Your plan includes one child profile. Upgrade to the Family plan to add up to 3 children.',
  childNotFound: 'No such child profile in this account.',
  childInGame: 'This child is playing an online game right now. Please try again when the game is over.',
} as const;

export const parentPinSchema = z
  .string({ error: 'pin is required' })
  .regex(new RegExp(`^\\d{${PARENT_PIN_LENGTH}}$`), `pin must be exactly ${PARENT_PIN_LENGTH} digits`);

export const parentUnlockBodySchema = z.object({ pin: parentPinSchema });
export type ParentUnlockBody = z.infer<typeof parentUnlockBodySchema>;

export const parentStatusSchema = z.object({
  unlocked: z.boolean(),
  /** Whether the account has a password that can reset the PIN (OIDC-only accounts do not). */
  canResetWithPassword: z.boolean(),
});
export type ParentStatus = z.infer<typeof parentStatusSchema>;

/** POST /api/parent/unlock, /lock and /reset-pin answer whether the area is now open. */
export const parentGateAnswerSchema = parentStatusSchema.pick({ unlocked: true });
export type ParentGateAnswer = z.infer<typeof parentGateAnswerSchema>;

/**
 * POST /api/parent/approve: a grown-up's PIN for one act on a child's page (issue 22). It
 * opens that act only, for PARENT_APPROVAL_MS, never the parent area.
 */
export const parentApprovalActSchema = z.object({
  kind: z.literal('share', { error: 'act.kind must be share' }),
  shareableType: z.enum(['achievement', 'story'], { error: 'act.shareableType must be achievement or story' }),
  shareableId: z.string({ error: 'act.shareableId is required' }).min(1, 'act.shareableId is required').max(80),
});
export type ParentApprovalAct = z.infer<typeof parentApprovalActSchema>;

export const parentApproveBodySchema = z.object({
  pin: parentPinSchema,
  act: parentApprovalActSchema,
});
export type ParentApproveBody = z.infer<typeof parentApproveBodySchema>;

/** POST /api/parent/approve answers that the act is approved, and that the area stays locked. */
export const parentApprovalAnswerSchema = z.object({ approved: z.literal(true), unlocked: z.boolean() });
export type ParentApprovalAnswer = z.infer<typeof parentApprovalAnswerSchema>;

export const parentResetPinBodySchema = z.object({
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200, 'password is too long'),
  newPin: z
    .string({ error: 'newPin is required' })
    .regex(new RegExp(`^\\d{${PARENT_PIN_LENGTH}}$`), `newPin must be exactly ${PARENT_PIN_LENGTH} digits`),
});
export type ParentResetPinBody = z.infer<typeof parentResetPinBodySchema>;

// ---- Family profiles --------------------------------------------------------------------

/** Built-in kid avatars (no uploads): a chess piece on a colour, drawn by GET /api/avatars/:id. */
export const AVATARS = [
  { id: 'knight-sun', label: 'Sunny Knight', glyph: '♞', background: '#fde7c7', foreground: '#7c2d12' },
  { id: 'rook-sky', label: 'Sky Rook', glyph: '♜', background: '#cfe8fc', foreground: '#1e3a8a' },
  { id: 'bishop-grape', label: 'Grape Bishop', glyph: '♝', background: '#eadcfb', foreground: '#581c87' },
  { id: 'queen-rose', label: 'Rose Queen', glyph: '♛', background: '#fbd5e0', foreground: '#831843' },
  { id: 'king-mint', label: 'Mint King', glyph: '♚', background: '#cdf3e1', foreground: '#14532d' },
  { id: 'pawn-lemon', label: 'Lemon Pawn', glyph: '♟', background: '#fdf6b2', foreground: '#713f12' },
  { id: 'knight-ocean', label: 'Ocean Knight', glyph: '♘', background: '#c9f0f4', foreground: '#164e63' },
  { id: 'queen-sunset', label: 'Sunset Queen', glyph: '♕', background: '#fed7c3', foreground: '#7c2d12' },
] as const;
export type AvatarId = (typeof AVATARS)[number]['id'];
export const AVATAR_IDS = AVATARS.map((avatar) => avatar.id) as [AvatarId, ...AvatarId[]];

export const avatarUrl = (id: AvatarId) => `/api/avatars/${id}`;

export const avatarIdSchema = z.enum(AVATAR_IDS, { error: `avatar must be one of ${AVATAR_IDS.join(', ')}` });

/** GET /api/avatars/:avatarId: a built-in avatar's image. */
export const avatarParamsSchema = z.object({ avatarId: avatarIdSchema });

export const childFirstNameSchema = z
  .string({ error: 'firstName is required' })
  .trim()
  .min(1, 'firstName is required')
  .max(40, 'firstName must be at most 40 characters')
  .regex(/^[\p{L}][\p{L}\p{M}' -]*$/u, 'firstName may contain only letters, spaces, apostrophes and hyphens');

export const childAgeSchema = z.coerce
  .number({ error: 'age must be a number' })
  .int('age must be a whole number')
  .min(CHILD_AGE_MIN, `age must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}`)
  .max(CHILD_AGE_MAX, `age must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX}`);

/**
 * The child's time zone: its calendar day (streaks, the free puzzles of a day) follows it.
 * Set by the parent; a header of the browser never moves it.
 */
const childTimeZoneSchema = timeZoneSchema;
/** The child's language (issue 27): one of LOCALES. */
const childLocaleSchema = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` });

export const addChildBodySchema = z.object({
  firstName: childFirstNameSchema,
  age: childAgeSchema,
  avatar: avatarIdSchema,
  /** Left out: the time zone of the parent's browser. */
  timeZone: childTimeZoneSchema.optional(),
  /** Left out: the language the parent's request is in (resolveLocale). */
  locale: childLocaleSchema.optional(),
});
export type AddChildBody = z.infer<typeof addChildBodySchema>;

export const updateChildBodySchema = z
  .object({ firstName: childFirstNameSchema, age: childAgeSchema, avatar: avatarIdSchema, timeZone: childTimeZoneSchema, locale: childLocaleSchema })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send firstName, age, avatar, timeZone or locale to change.');
export type UpdateChildBody = z.infer<typeof updateChildBodySchema>;

export const switchChildBodySchema = z.object({ childId: z.string({ error: 'childId is required' }).uuid('childId must be a profile id') });

export const childIdParamsSchema = z.object({ childId: z.string().uuid('childId must be a profile id') });

export const familyChildSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  age: z.number().int(),
  /** The generated name other players see. */
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  level: z.number().int(),
  points: z.number().int(),
  /** Whose calendar day the child's streak and daily limits follow. */
  timeZone: z.string(),
  /** The language the child reads the app in. */
  locale: localeSchema,
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

export const familySchema = z.object({
  children: z.array(familyChildSchema),
  activeChildId: z.string().nullable(),
  plan: z.string(),
  subscriptionStatus: z.string(),
  /** Most child profiles this account's plan allows (3 on an active Family plan, else 1). */
  maxChildren: z.number().int(),
});
export type Family = z.infer<typeof familySchema>;

// ---- Parent dashboard -------------------------------------------------------------------

export const gameOutcomeSchema = z.enum(['Won', 'Lost', 'Draw']);
export type GameOutcome = z.infer<typeof gameOutcomeSchema>;

export const parentDashboardSchema = z.object({
  child: familyChildSchema.extend({ streak: z.number().int() }),
  subscription: z.object({ status: z.string(), plan: z.string(), label: z.enum(['Premium Member', 'Free Account']) }),
  lessons: z.object({
    completed: z.number().int(),
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        completed: z.boolean(),
        progress: z.number().int(),
        learningModule: z.object({ title: z.string(), description: z.string() }),
      }),
    ),
  }),
  story: z.object({
    completed: z.number().int(),
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        chapterId: z.string(),
        completed: z.boolean(),
        progress: z.number().int(),
        chapter: z.object({ chapterNumber: z.number().int(), title: z.string() }),
      }),
    ),
  }),
  puzzles: z.object({
    /** Different puzzles solved, all time. */
    solved: z.number().int(),
    /** Every try at a puzzle, all time, and how many of them ended solved. */
    tries: z.number().int(),
    solvedTries: z.number().int(),
    /** solvedTries over tries, in percent (null before any try): the same tries as beside it. */
    accuracy: z.number().int().nullable(),
    /** The latest attempts, newest first (spec §9: 10). */
    attempts: z.array(
      z.object({
        id: z.string(),
        solved: z.boolean(),
        attempts: z.number().int(),
        createdAt: z.string(),
        puzzle: z.object({ title: z.string(), description: z.string() }),
      }),
    ),
  }),
  games: z.object({
    played: z.number().int(),
    won: z.number().int(),
    /** Percent of finished games won (null before any). */
    winRate: z.number().int().nullable(),
    /** The opponent is the other child's generated username, never a real name. */
    /** `arenaName`: the arena the game was played in (issue 25), null for a challenge from the lobby. */
    multiplayer: z.array(
      z.object({
        id: z.string(),
        opponent: z.string(),
        outcome: gameOutcomeSchema,
        reason: terminationSchema.nullable(),
        playedAt: z.string(),
        arenaName: z.string().nullable(),
      }),
    ),
    ai: z.array(
      z.object({ id: z.string(), difficulty: z.string(), outcome: gameOutcomeSchema, reason: terminationSchema.nullable(), playedAt: z.string() }),
    ),
    /** Multiplayer games being played right now: a parent may watch. */
    live: z.array(z.object({ id: z.string(), opponent: z.string(), startedAt: z.string(), arenaName: z.string().nullable() })),
  }),
  recentActivity: z.object({ lastActiveDate: z.string().nullable(), achievements: z.number().int(), streak: z.number().int() }),
  achievements: z.array(z.object({ id: z.string(), unlockedAt: z.string(), achievement: z.object({ title: z.string(), description: z.string() }) })),
  time: z.object({
    /**
     * Oldest first, one entry per calendar day of the child. `seconds` of activity counted
     * from the heartbeats, `minutes` their nearest whole minute; `played` is true also on a day
     * with something done (a puzzle, a lesson step, a game) in less time than a beat counts.
     */
    days: z.array(z.object({ day: z.string(), minutes: z.number().int(), seconds: z.number().int(), played: z.boolean() })),
    recommended: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  strengths: z.array(z.string()),
  toPractise: z.array(z.string()),
  weeklySummary: z.array(z.string()),
  /**
   * The child's skills as GET /api/skill-assessments reads them (issue 22): the level, and how
   * sure the assessment is (`confidence`, a percent of the 20 results that make it certain),
   * which the child's own page leaves out and the grown-ups read here.
   */
  skills: z.array(
    z.object({
      skillName: z.enum(SKILL_NAMES),
      level: z.number().int().min(1).max(10),
      confidence: z.number().int().min(0).max(100),
    }),
  ),
  /** The coordinates trainer's best rounds (issue 26): Find / Name the square, from White's and Black's side. */
  coordinates: coordinatesBestsSchema,
  /** The best Puzzle Streak (issue 26): puzzles solved in a row, 0 before any. */
  puzzleStreakBest: z.number().int().min(0),
});
export type ParentDashboard = z.infer<typeof parentDashboardSchema>;

// ---- Time spent ---------------------------------------------------------------------------

/**
 * A beat says how many seconds the child was active since the page's last one. The server
 * counts at most the time passed since the child's last counted beat (any tab or device), so
 * no client can add more than time passed. An empty beat (older pages) claims a whole minute.
 */
export const activityHeartbeatBodySchema = z
  .object({
    activeSeconds: z
      .number({ error: 'activeSeconds must be a number' })
      .int('activeSeconds must be a whole number')
      .min(1, `activeSeconds must be between 1 and ${ACTIVITY_BEAT_MAX_SECONDS}`)
      .max(ACTIVITY_BEAT_MAX_SECONDS, `activeSeconds must be between 1 and ${ACTIVITY_BEAT_MAX_SECONDS}`)
      .optional(),
  })
  .strict();
export type ActivityHeartbeatBody = z.infer<typeof activityHeartbeatBodySchema>;
export const activityHeartbeatResponseSchema = z.object({
  secondsToday: z.number().int(),
  minutesToday: z.number().int(),
  counted: z.boolean(),
});
export type ActivityHeartbeatResponse = z.infer<typeof activityHeartbeatResponseSchema>;

/** GET /api/user/achievements (spec §7): the child's unlocked achievements, newest first. */
export const unlockedAchievementSchema = z.object({
  id: z.string(),
  achievementId: z.string(),
  unlockedAt: z.string().nullable(),
  achievement: z.object({ title: z.string(), description: z.string(), icon: z.string() }),
});
export type UnlockedAchievement = z.infer<typeof unlockedAchievementSchema>;

/** What the child did, as pushed to the parent's tabs ('account:activity'). */
export const CHILD_ACTIVITY_KINDS = ['puzzle', 'lesson', 'story', 'game.started', 'game.finished', 'game.aborted', 'mini', 'race'] as const;
export type ChildActivityKind = (typeof CHILD_ACTIVITY_KINDS)[number];

/** The 'account:activity' push, checked by the web before it is trusted. */
export const childActivitySchema = z.object({
  childId: z.string(),
  kind: z.string(),
  at: z.string(),
  /** For a puzzle race: the child's place and how many raced. */
  place: z.object({ place: z.number().int().min(1), of: z.number().int().min(2) }).optional(),
});
export type ChildActivity = z.infer<typeof childActivitySchema>;

/** Recommended minutes a day for a child of this age (the parent guide's advice). */
export function recommendedDailyMinutes(age: number): { min: number; max: number } {
  return age <= 8 ? RECOMMENDED_DAILY_MINUTES.ages6to8 : RECOMMENDED_DAILY_MINUTES.ages9to12;
}

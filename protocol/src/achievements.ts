import { z } from 'zod';
import { XP_PER_LEVEL } from './constants';

/**
 * Rewards (issue 11): XP (a count of practice; the one level a child sees is the Level of
 * points, decision 033), achievements, badges, streaks, the daily
 * challenge, medals and sharing. Everything here is earned from facts (./facts.ts); the
 * catalogs live in server/src/content/rewards/.
 */

export const ACHIEVEMENT_CATEGORIES = ['learning', 'combat', 'progress', 'social', 'special'] as const;
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export const TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export const MEDAL_CATEGORIES = ['skill', 'achievement', 'special', 'seasonal'] as const;
/** Spec §3 badge display colours. */
export const BADGE_COLORS = ['green', 'amber', 'blue', 'purple', 'red'] as const;
export const SHARE_PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;
export const SHAREABLE_TYPES = ['achievement', 'story'] as const;
/** Spec §5: a badge description is cut at 50 characters, then an ellipsis. */
export const BADGE_DESCRIPTION_LIMIT = 50;
/** A child equips at most this many badges (shown beside the username). */
export const MAX_EQUIPPED_BADGES = 3;

/** Puzzle themes the rewards count (the library's theme tags). */
export const TRACKED_PUZZLE_THEMES = [
  'fork',
  'pin',
  'skewer',
  'mate',
  'mateIn1',
  'mateIn2',
  'backRankMate',
  'promotion',
  'hangingPiece',
  'discoveredAttack',
] as const;
export const MATE_PIECES = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'] as const;

/**
 * What a child's counters measure. Every achievement, medal and daily challenge is
 * "metric reaches target"; the rewards subscriber moves the counters from facts.
 */
export const REWARD_METRICS = [
  'lesson.steps',
  'lesson.three_star_steps',
  'lesson.modules',
  'lesson.perfect_modules',
  'story.pages',
  'story.chapters',
  'puzzle.solved',
  'puzzle.first_try',
  'puzzle.daily',
  'puzzle.run',
  ...TRACKED_PUZZLE_THEMES.map((theme) => `puzzle.theme.${theme}` as const),
  'ai.games',
  'ai.wins',
  'ai.wins.easy',
  'ai.wins.medium',
  'ai.wins.hard',
  'ai.wins.white',
  'ai.wins.black',
  'mp.games',
  'mp.wins',
  'mp.opponents',
  'mp.rating',
  ...MATE_PIECES.map((piece) => `mate.${piece}` as const),
  'mate.pieces',
  'move.castle',
  'move.en_passant',
  'move.promotion',
  'streak.best',
  'daily.completed',
  'share.count',
  'mini.completed',
  'arena.played',
  'arena.on_fire',
  'arena.gold',
  'arena.silver',
  'arena.bronze',
  'achievement.count',
  'xp.level',
] as const;
export type RewardMetric = (typeof REWARD_METRICS)[number];
export const rewardMetricSchema = z.enum(REWARD_METRICS);

/** Metrics that only move on facts that carry the child's calendar day (daily challenge). */
export const DAILY_METRICS = [
  'lesson.steps',
  'lesson.three_star_steps',
  'story.pages',
  'puzzle.solved',
  'puzzle.first_try',
  'puzzle.theme.fork',
  'puzzle.theme.mate',
  'puzzle.theme.pin',
  'ai.games',
  'ai.wins',
  'ai.wins.easy',
  'ai.wins.medium',
  'ai.wins.hard',
  'move.castle',
] as const satisfies readonly RewardMetric[];

/** Level bands of the daily challenge: the same task for every child of a band on a day. */
export const DAILY_BANDS = [
  { band: 1, minLevel: 1 },
  { band: 2, minLevel: 3 },
  { band: 3, minLevel: 6 },
] as const;
export function dailyBand(level: number): number {
  let band = 1;
  for (const entry of DAILY_BANDS) if (level >= entry.minLevel) band = entry.band;
  return band;
}

/**
 * Spec §9 "User experience: currentLevel, xpToNextLevel": every 1000 XP (decision 019). Kept
 * for the API and the 'xp.level' counter only; a child is never shown it as a level
 * (decision 033: the one level a child sees is the Level of points).
 */
export function xpLevel(totalXp: number): number {
  return 1 + Math.floor(Math.max(0, totalXp) / XP_PER_LEVEL);
}
export function xpToNextLevel(totalXp: number): number {
  return XP_PER_LEVEL - (Math.max(0, totalXp) % XP_PER_LEVEL);
}

/** Spec §5: cut to 50 characters followed by an ellipsis. */
export function cutBadgeDescription(text: string): string {
  return text.length > BADGE_DESCRIPTION_LIMIT ? `${text.slice(0, BADGE_DESCRIPTION_LIMIT)}...` : text;
}

// ---- catalog entries (server/src/content/rewards) ----

export const rewardRuleSchema = z.object({ metric: rewardMetricSchema, target: z.number().int().min(1) });

export const achievementEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1).max(40),
  description: z.string().min(1).max(120),
  /** An icon name of the Fluent Emoji Flat set (server/src/features/achievements/icons.ts). */
  icon: z.string().min(1),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  rarity: z.enum(RARITIES),
  difficulty: z.enum(TIERS),
  points: z.number().int().min(0),
  xpReward: z.number().int().min(0),
  rule: rewardRuleSchema,
  /** Earning it also earns a badge of the same name. */
  badge: z.boolean().default(false),
});
export type AchievementEntry = z.infer<typeof achievementEntrySchema>;

export const medalEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(40),
    description: z.string().min(1).max(120),
    icon: z.string().min(1),
    category: z.enum(MEDAL_CATEGORIES),
    rarity: z.enum(TIERS),
    points: z.number().int().min(0),
    xpReward: z.number().int().min(0),
    rule: rewardRuleSchema,
    isHidden: z.boolean().default(false),
    /** Limited-time medals count only what happens inside [availableFrom, availableUntil]. */
    availableFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    availableUntil: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((m) => (m.availableFrom === null) === (m.availableUntil === null), 'a window needs both ends');
export type MedalEntry = z.infer<typeof medalEntrySchema>;

export const dailyTemplateSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  band: z.number().int().min(1).max(3),
  title: z.string().min(1).max(40),
  description: z.string().min(1).max(120),
  difficulty: z.number().int().min(1).max(5),
  metric: z.enum(DAILY_METRICS),
  target: z.number().int().min(1),
  points: z.number().int().min(0),
  xp: z.number().int().min(0),
});
export type DailyTemplate = z.infer<typeof dailyTemplateSchema>;

// ---- responses ----

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  rarity: z.enum(RARITIES),
  difficulty: z.enum(TIERS),
  points: z.number().int(),
  xpReward: z.number().int(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
  isUnlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/user/achievements: the earned ones, latest first (dashboard: id, achievement {title}). */
export const earnedAchievementSchema = z.object({
  /** The child's row (what the parent view lists). */
  id: z.string(),
  achievementId: z.string(),
  unlockedAt: z.string(),
  achievement: z.object({ title: z.string(), description: z.string(), icon: z.string(), rarity: z.enum(RARITIES) }),
});
export type EarnedAchievement = z.infer<typeof earnedAchievementSchema>;

export const userExperienceSchema = z.object({
  currentLevel: z.number().int(),
  totalXp: z.number().int(),
  xpToNextLevel: z.number().int(),
});
export type UserExperience = z.infer<typeof userExperienceSchema>;

export const streakSchema = z.object({
  streakType: z.literal('daily_login'),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** Beyond the spec: one shield a week covers one missed day. */
  shieldAvailable: z.boolean(),
  shieldsUsed: z.number().int(),
});
export type Streak = z.infer<typeof streakSchema>;

export const badgeSchema = z.object({
  id: z.string(),
  badgeName: z.string(),
  badgeIcon: z.string(),
  badgeColor: z.enum(BADGE_COLORS),
  description: z.string(),
  isEquipped: z.boolean(),
  earnedAt: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const dailyChallengeSchema = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.number().int(),
  rewards: z.object({ points: z.number().int(), xp: z.number().int() }),
  progress: z.number().int(),
  target: z.number().int(),
  completed: z.boolean(),
});
export type DailyChallenge = z.infer<typeof dailyChallengeSchema>;

export const medalSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(MEDAL_CATEGORIES),
  rarity: z.enum(TIERS),
  icon: z.string(),
  isEarned: z.boolean(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
  earnedAt: z.string().nullable(),
  points: z.number().int(),
  xpReward: z.number().int(),
  isHidden: z.boolean(),
  isLimitedTime: z.boolean(),
  /** Hours left for a limited-time medal (0 once closed), null otherwise. */
  timeRemaining: z.number().int().nullable(),
  /** When a limited-time medal's window is still to open (it counts nothing before), null otherwise. */
  opensAt: z.string().nullable(),
});
export type Medal = z.infer<typeof medalSchema>;

// ---- requests ----

export const equipBadgeBodySchema = z.object({
  badgeId: z.string({ error: 'badgeId is required' }).uuid('badgeId must be a badge id'),
  equipped: z.boolean({ error: 'equipped must be true or false' }),
});

export const shareableTypeSchema = z.enum(SHAREABLE_TYPES, { error: `shareableType must be one of ${SHAREABLE_TYPES.join(', ')}` });

export const createShareBodySchema = z.object({
  shareableType: shareableTypeSchema,
  shareableId: z.string({ error: 'shareableId is required' }).min(1, 'shareableId is required').max(80),
  platform: z.enum(SHARE_PLATFORMS, { error: `platform must be one of ${SHARE_PLATFORMS.join(', ')}` }),
  shareText: z.string({ error: 'shareText is required' }).trim().min(1, 'shareText is required').max(280, 'shareText must be at most 280 characters'),
});
export type CreateShareBody = z.infer<typeof createShareBodySchema>;

export const shareResultSchema = z.object({ id: z.string(), platform: z.enum(SHARE_PLATFORMS), url: z.string() });

/** POST /api/social/links: the public link of one item (the grown-up approved sharing it). */
export const shareLinkBodySchema = z.object({
  shareableType: shareableTypeSchema,
  shareableId: z.string({ error: 'shareableId is required' }).min(1, 'shareableId is required').max(80),
});
/** The item's one live public link, made once and reused. */
export const shareLinkSchema = z.object({ id: z.string(), url: z.string() });
/** DELETE /api/social/links/:id */
export const shareLinkIdParamsSchema = z.object({ id: z.string().uuid('the share link id is not valid') });
/** GET /api/social/public/:type/:id and the public pages /share/:type/:id */
export const publicShareParamsSchema = z.object({ type: shareableTypeSchema, id: z.string().uuid('the share link id is not valid') });
/** GET /api/gamification/icons/:name.svg */
export const iconParamsSchema = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/, 'icon name is not valid') });

export const generateBadgeBodySchema = z.object({
  badgeType: z.enum(['achievement', 'story', 'streak'], { error: 'badgeType must be achievement, story or streak' }),
  badgeId: z.string({ error: 'badgeId is required' }).min(1, 'badgeId is required').max(80),
  streakCount: z.number().int().min(0).optional(),
  streakType: z.literal('learning').optional(),
});

/** Spec §3 Share badge data, plus what the SVG shows. */
export const shareBadgeSchema = z.object({
  iconName: z.string(),
  iconColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  rarity: z.enum(RARITIES),
  title: z.string(),
  description: z.string(),
  svg: z.string(),
});
export type ShareBadge = z.infer<typeof shareBadgeSchema>;

/** The public page /share/{type}/{id}: the achievement and the generated username only. */
export const publicShareSchema = z.object({
  shareableType: z.enum(SHAREABLE_TYPES),
  username: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  rarity: z.enum(RARITIES),
  imageUrl: z.string(),
});
export type PublicShare = z.infer<typeof publicShareSchema>;

// ---- the celebration push ----

export const rewardPushSchema = z.object({
  kind: z.enum(['achievement', 'medal', 'badge', 'level', 'daily_challenge']),
  childId: z.string(),
  title: z.string(),
  icon: z.string(),
  points: z.number().int(),
  xp: z.number().int(),
  at: z.string(),
});
export type RewardPush = z.infer<typeof rewardPushSchema>;

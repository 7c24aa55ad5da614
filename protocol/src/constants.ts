// Every number of the product spec (§9 and friends), named as the spec names it.
// Server and web read them from here and nowhere else.

export const DEFAULT_LEVEL = 1;
export const DEFAULT_POINTS = 0;
export const DEFAULT_STREAK = 0;
export const POINTS_PER_LEVEL = 1000;
export const XP_PER_LEVEL = 1000;
export const DEFAULT_XP_TO_NEXT_LEVEL = 1000;
export const LEVEL_LABEL = 'Knight Apprentice';

export const PLAN_PRICES_CENTS = { Basic: 0, Premium: 499, Family: 799 } as const;
export type PlanName = keyof typeof PLAN_PRICES_CENTS;
export const MONEY_BACK_GUARANTEE_DAYS = 30;

export const FREE_STORY_CHAPTERS = 3;
export const FREE_PUZZLES_PER_DAY = 10;
export const MAX_CHILDREN_FAMILY = 3;
export const MAX_CHILDREN_OTHER_PLANS = 1;

export const LOGOUT_REDIRECT_DELAY_MS = 500;
export const SOLVED_PUZZLE_TOAST_MS = 5000;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right' as const;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'] as const;

export const TIME_CONTROL_OPTIONS_SECONDS = [300, 600, 900, 1800] as const;
export const DEFAULT_TIME_CONTROL_SECONDS = 600;
/** Every base time a live game may have: the lobby's choices and the arenas' 3+2 (issue 25). */
export const GAME_TIME_CONTROLS_SECONDS = [180, 300, 600, 900, 1800] as const;
/** Seconds a live game adds to a player's clock after each move (0, or 2 for an arena's 3+2). */
export const GAME_INCREMENTS_SECONDS = [0, 2] as const;
export const AI_TIME_CONTROL_SECONDS = 600;

export const AI_RATING_RANGES = {
  easy: { min: 400, max: 800 },
  medium: { min: 800, max: 1200 },
  hard: { min: 1200, max: 1600 },
} as const;

/** Lower bounds of the player-rating colour bands: <1000, 1000-1499, 1500-1999, >=2000. */
export const RATING_BAND_LOWER_BOUNDS = [0, 1000, 1500, 2000] as const;

export const POLL_INTERVALS_MS = { players: 5000, invitations: 3000, games: 2000 } as const;

export const PARENT_DASHBOARD_LIST_LENGTHS = { puzzles: 10, games: 5, achievements: 3 } as const;
export const DASHBOARD_STORY_PREVIEW_CHAPTERS = 3;

export const BADGE_DESCRIPTION_MAX_CHARS = 50;
export const HEATMAP_BUCKETS_PERCENT = [25, 50, 75, 100] as const;
export const HEATMAP_TOP_SQUARES = 10;
export const HEATMAP_COUNT_CAP = 99;

export const REPLAY_SPEEDS = [0.5, 1, 2] as const;
export const REPLAY_MOVE_ANIMATION_MS = 500;

export const ACHIEVEMENT_WALL_SLOTS = 24;

export const SUPPORT_HOURS = {
  weekdays: 'Mon-Fri 9-6 EST',
  weekends: 'Sat-Sun 10-4 EST',
  replyWithinHours: 24,
} as const;

export const RECOMMENDED_DAILY_MINUTES = {
  ages6to8: { min: 15, max: 30 },
  ages9to12: { min: 30, max: 45 },
} as const;

export const CHILD_AGE_MIN = 6;
export const CHILD_AGE_MAX = 12;
export const PARENT_PIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;

/** Parent PIN tries allowed per account within the window, before 429 (beyond the spec). */
export const PARENT_PIN_RATE_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000 } as const;
/** How often a page beats while the child is active (and once more as it closes). */
export const ACTIVITY_BEAT_EVERY_MS = 20_000;
/** The most seconds one activity beat may claim. */
export const ACTIVITY_BEAT_MAX_SECONDS = 60;
/** Days of the parent dashboard's time-per-day chart. */
export const PARENT_ACTIVITY_CHART_DAYS = 14;

/** Sign-in attempts allowed per email+address within the window, before 429. */
export const SIGN_IN_RATE_LIMIT = { attempts: 10, windowMs: 15 * 60 * 1000 } as const;
/** Sign-in attempts per address whatever the emails (a family or a classroom behind one NAT stays far below). */
export const SIGN_IN_ADDRESS_RATE_LIMIT = { attempts: 50, windowMs: 15 * 60 * 1000 } as const;
/** New accounts per address within the window. */
export const SIGN_UP_RATE_LIMIT = { attempts: 10, windowMs: 60 * 60 * 1000 } as const;
/** The parent area locks itself again after this long without a parent call (server-enforced). */
export const PARENT_GATE_IDLE_MS = 15 * 60 * 1000;
/** How long a grown-up's PIN approval of one act on a child's page (a share) lasts. */
export const PARENT_APPROVAL_MS = 5 * 60 * 1000;
/** Password and PIN checks one address may have running at once (each is an scrypt hash). */
export const PASSWORD_CHECKS_PER_ADDRESS = 2;
/** Password hashes (scrypt) one node runs at once, whoever asks: libuv's four threads. */
export const PASSWORD_CHECKS_AT_ONCE = 4;
/** Password checks that may wait for a free thread on one node; beyond that, 429 at once. */
export const PASSWORD_CHECKS_WAITING = 32;

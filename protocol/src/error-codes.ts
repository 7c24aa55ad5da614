/**
 * The API's error codes, in a module with no imports so the web client can use them
 * without bringing zod into the landing page's bundle (the schema is in ./errors.ts).
 */
export const ERROR_CODES = [
  /** 400: the input is not what the call accepts. */
  'invalid_input',
  /** 400: a chess move that is not legal or not the answer. */
  'illegal_move',
  /** 401: not signed in. */
  'not_signed_in',
  /** 403: the parent PIN is needed first (the parent gate). */
  'parent_gate_required',
  /** 403: a premium plan is needed. */
  'premium_required',
  /** 403: locked by progress (level, prerequisite, unlock condition). */
  'locked',
  /** 403: any other refusal. */
  'forbidden',
  /** 404 */
  'not_found',
  /** 409: the state changed or already exists (duplicate, version clash, already done). */
  'conflict',
  /** 429: too many tries; try again later. */
  'rate_limited',
  /** 402/4xx from the payment provider: the card or payment was refused. */
  'payment_failed',
  /** 503: a dependency (database, engine, Redis) is down or too slow; try again. */
  'unavailable',
  /** 500: our fault; details only in the log. */
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an answer without a more precise one gets, by status. */
export function defaultErrorCode(status: number): ErrorCode {
  if (status === 400) return 'invalid_input';
  if (status === 401) return 'not_signed_in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 402) return 'payment_failed';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'internal';
  return 'invalid_input';
}

/**
 * A refusal's precise reason and the values its sentence needs (issue 27). The answer's
 * `message` stays the English sentence (the spec's texts); a client in another language says
 * the sentence from its own catalogue by `reason`, filled with `values`, so it never matches
 * on English. A reason is `<protocol message table>.<key>` of the sentence it stands for
 * (`puzzles.dailyLimit` is PUZZLE_MESSAGES.dailyLimit). A value that is a content text (a
 * chapter's title) comes in the request's language, with the content's id beside it.
 */
export interface ErrorReasonValues {
  'parent.wrongPin': NoValues;
  'parent.tooManyPinAttempts': NoValues;
  'parent.wrongPassword': NoValues;
  'parent.noPassword': NoValues;
  /** The most child profiles the plan allows. */
  'parent.childLimit': { limit: number };
  'parent.childInGame': NoValues;
  /** The free puzzles a day. */
  'puzzles.dailyLimit': { limit: number };
  /** The free streak runs a day. */
  'puzzleStreak.freeRunUsed': { runs: number };
  /** The level the lesson opens at. */
  'lessons.moduleLocked': { level: number };
  /** The level the chapter opens at. */
  'story.chapterLocked': { level: number };
  'story.chapterPremium': NoValues;
  'ai.hardIsPremium': NoValues;
  'ai.hintIsPremium': NoValues;
  /** The buddy (id and name) and the story chapter that opens it (number, id, title in the request's language). */
  'buddies.locked': { buddy: string; name: string; chapter: number; chapterId: string; title: string };
  'analytics.premiumTimeframe': NoValues;
  'analytics.premiumGames': NoValues;
  /** The theme's unlock condition (UNLOCK_CONDITIONS) and, for `points`, its price. */
  'customization.locked': { condition: string; cost: number };
  'customization.premium': NoValues;
  'customization.avatarPremium': NoValues;
  /** The theme's price and the child's points. */
  'customization.notEnoughPoints': { cost: number; points: number };
  'journey.locked': NoValues;
  'billing.declined': NoValues;
  'billing.notATestCard': NoValues;
  /** An organiser's arena that has started cannot be called off (it can be ended now). */
  'arenas.alreadyStarted': NoValues;
  /** An organiser's arena still counting down cannot be ended (it can be called off). */
  'arenas.notStartedYet': NoValues;
  /** An organiser's arena that is already ending, finished or called off cannot be ended. */
  'arenas.alreadyEnded': NoValues;
}

type NoValues = Record<never, never>;

export type ErrorReason = keyof ErrorReasonValues;

/** A refusal's values: numbers and short texts only. */
export type ErrorValues = Readonly<Record<string, string | number>>;

const REASONS: Record<ErrorReason, true> = {
  'parent.wrongPin': true,
  'parent.tooManyPinAttempts': true,
  'parent.wrongPassword': true,
  'parent.noPassword': true,
  'parent.childLimit': true,
  'parent.childInGame': true,
  'puzzles.dailyLimit': true,
  'puzzleStreak.freeRunUsed': true,
  'lessons.moduleLocked': true,
  'story.chapterLocked': true,
  'story.chapterPremium': true,
  'ai.hardIsPremium': true,
  'ai.hintIsPremium': true,
  'buddies.locked': true,
  'analytics.premiumTimeframe': true,
  'analytics.premiumGames': true,
  'customization.locked': true,
  'customization.premium': true,
  'customization.avatarPremium': true,
  'customization.notEnoughPoints': true,
  'journey.locked': true,
  'billing.declined': true,
  'billing.notATestCard': true,
  'arenas.alreadyStarted': true,
  'arenas.notStartedYet': true,
  'arenas.alreadyEnded': true,
};

/** Every reason, in the order above. */
export const ERROR_REASONS = Object.keys(REASONS) as [ErrorReason, ...ErrorReason[]];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(REASONS, value);
}

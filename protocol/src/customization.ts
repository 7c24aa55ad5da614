import { z } from 'zod';

/**
 * Spec §2 Customization, §3 (piece theme, board theme, customization, unlocked themes),
 * §5 (locked themes cannot be selected), §6 (avatar customization is premium), §9 (unlock
 * conditions). The child's own settings (sounds, board help, read-aloud) live beside the
 * selection: one row per child.
 */

export const UNLOCK_CONDITIONS = ['free', 'premium', 'points', 'wins_5', 'wins_10', 'lessons_3', 'lessons_5', 'level_5', 'level_10'] as const;
export type UnlockCondition = (typeof UNLOCK_CONDITIONS)[number];

/** What a condition needs, counted from the child's real progress (§9). */
export const UNLOCK_THRESHOLDS = {
  wins_5: { measure: 'wins', at: 5 },
  wins_10: { measure: 'wins', at: 10 },
  lessons_3: { measure: 'lessons', at: 3 },
  lessons_5: { measure: 'lessons', at: 5 },
  level_5: { measure: 'level', at: 5 },
  level_10: { measure: 'level', at: 10 },
} as const satisfies Partial<Record<UnlockCondition, { measure: 'wins' | 'lessons' | 'level'; at: number }>>;

/** The words a locked card shows under its lock ("Win 5 games"). */
export function unlockConditionText(condition: UnlockCondition, unlockCost: number | null): string {
  switch (condition) {
    case 'free':
      return 'Free';
    case 'premium':
      return 'Premium';
    case 'points':
      return `${unlockCost ?? 0} points`;
    case 'wins_5':
      return 'Win 5 games';
    case 'wins_10':
      return 'Win 10 games';
    case 'lessons_3':
      return 'Complete 3 lessons';
    case 'lessons_5':
      return 'Complete 5 lessons';
    case 'level_5':
      return 'Reach level 5';
    case 'level_10':
      return 'Reach level 10';
  }
}

export const themeIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'must be a theme id (small letters, digits and dashes)');

export const THEME_KINDS = ['piece', 'board'] as const;
export const themeKindSchema = z.enum(THEME_KINDS);
export type ThemeKind = z.infer<typeof themeKindSchema>;

/** How a child came to own a theme: a condition it met, or points it paid. */
export const THEME_UNLOCK_SOURCES = ['condition', 'points'] as const;

export const pieceThemeSchema = z.object({
  id: themeIdSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  unlockCondition: z.enum(UNLOCK_CONDITIONS),
  unlockCost: z.number().int().positive().nullable(),
});
export type PieceTheme = z.infer<typeof pieceThemeSchema>;

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #f0d9b5');

/**
 * A few boards also have a texture drawn over their two colours (the project's own CSS
 * patterns, web/src/components/chess/board-textures.ts); null = plain colours.
 */
export const BOARD_TEXTURES = ['wood', 'marble', 'frost', 'stars'] as const;
export type BoardTexture = (typeof BOARD_TEXTURES)[number];

export const boardThemeSchema = pieceThemeSchema.extend({
  lightSquareColor: hexColour,
  darkSquareColor: hexColour,
  texture: z.enum(BOARD_TEXTURES).nullable(),
});
export type BoardTheme = z.infer<typeof boardThemeSchema>;

export const pieceThemesResponseSchema = z.array(pieceThemeSchema);
export const boardThemesResponseSchema = z.array(boardThemeSchema);

/** Spec §3 Unlocked themes: the ids the child may select (piece and board ids never clash). */
export const unlockedThemesResponseSchema = z.array(themeIdSchema);

export const ANIMATION_SPEEDS = ['off', 'slow', 'normal', 'fast'] as const;
export const ANIMATION_MS: Record<(typeof ANIMATION_SPEEDS)[number], number> = { off: 0, slow: 350, normal: 200, fast: 100 };

export const childSettingsSchema = z.object({
  sounds: z.object({
    enabled: z.boolean(),
    /** 0–100 */
    volume: z.number().int().min(0).max(100),
    move: z.boolean(),
    capture: z.boolean(),
    check: z.boolean(),
    celebration: z.boolean(),
  }),
  showLegalMoves: z.boolean(),
  showCoordinates: z.boolean(),
  animationSpeed: z.enum(ANIMATION_SPEEDS),
  readAloud: z.object({
    /** A voice name of the device's speech synthesis; null = the device's default. */
    voice: z.string().min(1).max(120).nullable(),
    rate: z.number().min(0.5).max(1.5),
  }),
});
export type ChildSettings = z.infer<typeof childSettingsSchema>;

export const DEFAULT_CHILD_SETTINGS: ChildSettings = {
  sounds: { enabled: true, volume: 70, move: true, capture: true, check: true, celebration: true },
  showLegalMoves: true,
  showCoordinates: true,
  animationSpeed: 'normal',
  readAloud: { voice: null, rate: 1 },
};

/** A settings change names only what changes. */
export const childSettingsPatchSchema = z
  .object({
    sounds: childSettingsSchema.shape.sounds.partial().strict(),
    showLegalMoves: z.boolean(),
    showCoordinates: z.boolean(),
    animationSpeed: z.enum(ANIMATION_SPEEDS),
    readAloud: childSettingsSchema.shape.readAloud.partial().strict(),
  })
  .partial()
  .strict();

/** Spec §6 avatar customization (premium): built-in parts only, never an upload. */
export const AVATAR_PARTS = {
  skin: ['#f9d7b9', '#eab68c', '#c68642', '#8d5524', '#5c3a1e'],
  hair: ['none', 'short', 'curly', 'long', 'bun', 'spiky'],
  hairColor: ['#2b1b0e', '#6b3e1d', '#c68b3f', '#e8c468', '#b23a48', '#3f5fa8'],
  eyes: ['round', 'happy', 'wink', 'stars'],
  mouth: ['smile', 'grin', 'open', 'tongue'],
  accessory: ['none', 'glasses', 'crown', 'cap', 'bow'],
  background: ['#fde68a', '#bfdbfe', '#bbf7d0', '#fbcfe8', '#ddd6fe', '#fed7aa'],
} as const;

export const avatarSchema = z
  .object({
    skin: z.enum(AVATAR_PARTS.skin),
    hair: z.enum(AVATAR_PARTS.hair),
    hairColor: z.enum(AVATAR_PARTS.hairColor),
    eyes: z.enum(AVATAR_PARTS.eyes),
    mouth: z.enum(AVATAR_PARTS.mouth),
    accessory: z.enum(AVATAR_PARTS.accessory),
    background: z.enum(AVATAR_PARTS.background),
  })
  .strict();
export type AvatarParts = z.infer<typeof avatarSchema>;

/** Spec §3 Customization, with the child's settings and built avatar beside it. */
export const userCustomizationSchema = z.object({
  selectedPieceTheme: themeIdSchema,
  selectedBoardTheme: themeIdSchema,
  settings: childSettingsSchema,
  /** Null when the child uses one of the 8 built-in avatars. */
  avatar: avatarSchema.nullable(),
});
export type UserCustomization = z.infer<typeof userCustomizationSchema>;

/** PATCH /api/customization/user: any of the fields, at least one. */
export const customizationPatchSchema = z
  .object({
    selectedPieceTheme: themeIdSchema,
    selectedBoardTheme: themeIdSchema,
    settings: childSettingsPatchSchema,
    avatar: avatarSchema.nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Name at least one thing to change.' });
export type CustomizationPatch = z.infer<typeof customizationPatchSchema>;

export const themePurchaseParamsSchema = z.object({ kind: themeKindSchema, id: themeIdSchema });

/** GET /api/avatars/built/:childId: a child's built avatar as a picture. */
export const builtAvatarParamsSchema = z.object({ childId: z.uuid() });

/** POST /api/customization/themes/:kind/:id/unlock → the child's points after paying. */
export const themePurchaseResponseSchema = z.object({
  themeId: themeIdSchema,
  kind: themeKindSchema,
  points: z.number().int().min(0),
});
export type ThemePurchaseResponse = z.infer<typeof themePurchaseResponseSchema>;

/** Pushed to the child when a condition it met opened themes ("New theme unlocked!"). */
export const themeUnlockedEventSchema = z.object({
  themes: z.array(z.object({ id: themeIdSchema, kind: themeKindSchema, name: z.string().min(1) })).min(1),
});
export type ThemeUnlockedEvent = z.infer<typeof themeUnlockedEventSchema>;

/** Spec §8 texts. */
export const CUSTOMIZATION_MESSAGES = {
  updatedTitle: 'Customization Updated!',
  updatedDescription: 'Your chess piece customization has been saved.',
  failedTitle: 'Error',
  failedDescription: 'Failed to update customization. Please try again.',
  unlockedTitle: 'New theme unlocked!',
  locked: (condition: string) => `This theme is still locked. ${condition} to unlock it!`,
  premium: 'This theme is part of Premium, which grown-ups choose.',
  avatarPremium: 'Building your own avatar is part of Premium, which grown-ups choose.',
  notEnoughPoints: (cost: number, points: number) => `You need ${cost} points for this theme and you have ${points}. Keep playing to earn more!`,
  notForSale: 'This theme is not unlocked with points.',
  alreadyUnlocked: 'You have already unlocked this theme.',
} as const;

import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { THEME_KINDS, THEME_UNLOCK_SOURCES, type AvatarParts, type ChildSettings } from '@chess-quest/protocol/customization';
import { childRef, oneOf, tstz, updatedAt } from './columns';
import { boardThemes, pieceThemes } from './content';

/** Spec §3 Customization. Null means the default theme; a removed theme falls back to it. */
export const userCustomization = pgTable('user_customization', {
  childId: childRef().primaryKey(),
  selectedPieceTheme: text('selected_piece_theme').references(() => pieceThemes.id, {
    onDelete: 'set null',
  }),
  selectedBoardTheme: text('selected_board_theme').references(() => boardThemes.id, {
    onDelete: 'set null',
  }),
  /** The child's own settings (sounds, board help, read-aloud); null = the defaults. */
  settings: jsonb('settings').$type<ChildSettings>(),
  /** The premium avatar built from parts; null = the built-in avatar of the profile. */
  avatar: jsonb('avatar').$type<AvatarParts>(),
  /** The profile's built-in avatar while the built one is shown, given back when it is removed. */
  builtInImageUrl: text('built_in_image_url'),
  updatedAt: updatedAt(),
});

/**
 * Spec §3 Unlocked themes. theme_id points at piece_themes or board_themes depending on
 * theme_kind, so it carries no foreign key; piece and board themes may share an id.
 */
export const unlockedThemes = pgTable(
  'unlocked_themes',
  {
    childId: childRef(),
    themeKind: text('theme_kind', { enum: THEME_KINDS }).notNull(),
    themeId: text('theme_id').notNull(),
    /** How it was opened: a condition met (recorded for the celebration) or bought with points. */
    source: text('source', { enum: THEME_UNLOCK_SOURCES }).notNull().default('condition'),
    /** Points paid; the key above makes a second purchase of one theme impossible. */
    pointsSpent: integer('points_spent').notNull().default(0),
    unlockedAt: tstz('unlocked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.themeKind, t.themeId] }),
    check('unlocked_themes_kind_check', oneOf(t.themeKind, THEME_KINDS)),
    check('unlocked_themes_source_check', oneOf(t.source, THEME_UNLOCK_SOURCES)),
    check('unlocked_themes_points_check', sql`${t.pointsSpent} >= 0`),
  ],
);

import { pgTable, primaryKey, text, check } from 'drizzle-orm/pg-core';
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
  updatedAt: updatedAt(),
});

export const themeKinds = ['piece', 'board'] as const;

/**
 * Spec §3 Unlocked themes. theme_id points at piece_themes or board_themes depending on
 * theme_kind, so it carries no foreign key; piece and board themes may share an id.
 */
export const unlockedThemes = pgTable(
  'unlocked_themes',
  {
    childId: childRef(),
    themeKind: text('theme_kind', { enum: themeKinds }).notNull(),
    themeId: text('theme_id').notNull(),
    unlockedAt: tstz('unlocked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.themeKind, t.themeId] }),
    check('unlocked_themes_kind_check', oneOf(t.themeKind, themeKinds)),
  ],
);
